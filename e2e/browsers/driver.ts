/** What a journey asks of a browser, the same over WebDriver BiDi (Firefox) and classic WebDriver (WebKit). */
export interface Driver {
  readonly engine: string;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** An expression's value in the page (JSON-serialisable). */
  evaluate<T>(expression: string): Promise<T>;
  click(selector: string): Promise<void>;
  /** Types into a field the way keys would, after what it holds. */
  type(selector: string, text: string): Promise<void>;
  /** Picks a <select>'s option by its value, as a pointer would. */
  select(selector: string, value: string): Promise<void>;
  back(): Promise<void>;
  /** The viewport's size in CSS pixels (a window's, where the engine sizes windows, not viewports). */
  resize(width: number, height: number): Promise<void>;
  /** What is on screen, as PNG. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Polls an expression in the page until it is truthy; its last value in the error when it never is,
 * and where the page was (its address, heading, scroll position, alert, and what `explain` gives),
 * which a false says nothing of.
 */
export async function waitFor<T>(driver: Driver, expression: string, what: string, timeoutMs = 15_000, explain = "''"): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      last = await driver.evaluate<T>(expression);
      if (last) return last as T;
    } catch (error) {
      // A page in the middle of navigating has no document to ask.
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > end) {
      const where = await driver
        .evaluate<string>(
          `location.pathname + location.search + ' h1=' + JSON.stringify(document.querySelector('h1')?.textContent) + ' scrollY=' + scrollY + ' alert=' + JSON.stringify(document.querySelector('[role="alert"]')?.textContent ?? null) + ' ' + (${explain})`,
        )
        .catch(() => 'unknown');
      throw new Error(`${driver.engine}: timed out waiting for ${what} (last: ${JSON.stringify(last)}; at ${where})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
