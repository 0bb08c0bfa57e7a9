import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { loaders } from 'virtual:catalogs';
import { loadNamespace } from './i18n/language.ts';

// In the app a namespace downloads when its code first renders (and suspends that render); tests
// read messages outside render too (to find them on screen), so every namespace is in from the start.
await Promise.all(Object.keys(loaders.en ?? {}).map((namespace) => loadNamespace(namespace as never)));

// jsdom lays nothing out, so it has no IntersectionObserver; the app's observers (a strip revealing
// its current link) watch and are never told anything, as in a page nobody scrolls.
if (!('IntersectionObserver' in globalThis)) {
  class InertIntersectionObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  globalThis.IntersectionObserver = InertIntersectionObserver as unknown as typeof IntersectionObserver;
}

// A console.error during a test (a React act() warning, a failed prop type, an uncaught rejection
// React logs) is a failure of that test, not noise: nobody reads the log of a passing run. A test
// that expects an error spies on console.error itself, which keeps it from reaching this.
const reportError = console.error.bind(console);
let logged: string[] = [];
console.error = (...args: unknown[]) => {
  logged.push(format(...args).split('\n')[0]!);
  reportError(...args);
};
afterEach(() => {
  const found = logged;
  logged = [];
  if (found.length > 0) throw new Error(`console.error during the test:\n${found.join('\n---\n')}`);
});
