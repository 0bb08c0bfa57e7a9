import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { clockHour, clockHourStart, clockTime } from './time-of-day.ts';

describe('the clock', () => {
  it.each([
    ['en', [0, 0], '12:00 AM'],
    ['en', [12, 5], '12:05 PM'],
    ['en', [23, 59], '11:59 PM'],
    ['en-XA', [8, 40], '8:40 AM'],
    ['es', [8, 40], '8:40'],
    ['zh', [0, 0], '0:00'],
    ['zh', [8, 4], '8:04'],
    ['de', [14, 5], '14:05'],
  ] as const)('writes a time of day in %s', (language, [hour, minute], written) => {
    expect(clockTime(hour, minute, language)).toBe(written);
  });

  it('writes the hours of a chart and its table', () => {
    expect(clockHour(6, 'en')).toBe('06');
    expect(clockHour(6, 'zh')).toBe('06时');
    expect(clockHourStart(6)).toBe('06:00');
  });
});

// Decision 0034: a time of day shown to people is put together by time-of-day.ts, never printed by an
// engine's Intl (Firefox pads Chinese hours where Node does not, and hydration fails on it).
describe('times of day in the code', () => {
  const SOURCE = join(import.meta.dirname, '..');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(join(dir, entry.name))
        : /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );

  it('are printed by no Intl format but the wall clock’s numbers', () => {
    const printing = files(SOURCE)
      .filter((file) => !file.endsWith('wall-clock.ts'))
      .filter((file) => /DateTimeFormat\([^)]*\b(hour|minute|timeStyle)\b/s.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SOURCE, file));
    expect(printing).toEqual([]);
  });
});
