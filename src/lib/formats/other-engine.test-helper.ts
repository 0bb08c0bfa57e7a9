/**
 * Replaces this engine's Intl date output with another engine's habits, as WebKit and Firefox differ
 * from V8: `format` prints month/day/year with zero-padded hours whatever the locale asked, and
 * `formatToParts` gives the same parts in another order with padded numbers. Code that reads a
 * machine form from Intl must still be right. Undone by vi.restoreAllMocks().
 */
export function otherEngineLocaleData(): void {
  const realParts = Intl.DateTimeFormat.prototype.formatToParts;
  const parts = (format: Intl.DateTimeFormat, date?: Date | number) =>
    realParts
      .call(format, date)
      .map((part) =>
        part.type === 'hour' || part.type === 'day' || part.type === 'month' ? { ...part, value: part.value.padStart(2, '0') } : part,
      )
      .reverse();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts').mockImplementation(function (this: Intl.DateTimeFormat, date) {
    return parts(this, date);
  });
  // `format` is a getter that returns a function bound to its format.
  // Typed as a plain property: vitest's getter overload takes no method names.
  const prototype = Intl.DateTimeFormat.prototype as unknown as { format: unknown };
  vi.spyOn(prototype, 'format', 'get').mockImplementation(function (this: Intl.DateTimeFormat) {
    return (date?: Date | number) => {
      const found = (type: string) => parts(this, date).find((part) => part.type === type)?.value;
      const day = [found('month'), found('day'), found('year')].filter(Boolean).join('/');
      const time = [found('hour'), found('minute')].filter(Boolean).join(':');
      return [day, time].filter(Boolean).join(' ');
    };
  });
}
