import '@testing-library/jest-dom/vitest';
import { loaders } from 'virtual:catalogs';
import { loadNamespace } from './i18n/language.shell.ts';

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
