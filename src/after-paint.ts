/**
 * The loader of a server-rendered page's code (docs/decisions/0044), a classic `defer` script the
 * server writes into the page in place of the template's module scripts. The page is readable
 * before its code runs, so the code is fetched once the browser has painted it: the first screen's
 * bytes, connections and main-thread time go to the page itself, not to JavaScript that only makes
 * it interactive. A hidden tab (opened in the background) does not paint until shown: its code
 * loads at once. It imports nothing, so the build emits it as plain script (a hashed asset).
 */
// In a function: a classic script's top-level names would be the page's globals.
(() => {
  const loader = document.currentScript;
  function load(): void {
    if (!(loader instanceof HTMLScriptElement)) return;
    // Boot's config.json (src/lib/config/runtime-config.ts takes the answer), asked for with the code, once
    // the page is painted, not when this deferred script runs: asked for then, its answer often came
    // back before the first paint, and Lighthouse's simulated LCP holds every request done before the
    // paint, so the page's largest paint waited on a script and a round trip of its own (search
    // results 1.41 -> 1.20 s, decision 0054). It still comes back long before the code it configures.
    // Its failure (offline) is the app's to handle when it takes it: not an unhandled rejection now.
    // Addressed from this script's own, one folder below the app's root in a build (assets/) and under
    // `npm run dev` (src/): a classic script cannot use the module-only env object the dev server adds.
    if (window.hangarConfig === undefined) {
      const started = fetch(new URL('../config.json', loader.src));
      started.catch(() => undefined);
      window.hangarConfig = started;
    }
    const names = (attribute: string) => (loader.getAttribute(attribute) ?? '').split(' ').filter(Boolean);
    const add = (element: HTMLLinkElement | HTMLScriptElement) => {
      element.crossOrigin = '';
      document.head.append(element);
    };
    for (const href of names('data-preload')) add(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    for (const src of names('data-modules')) add(Object.assign(document.createElement('script'), { type: 'module', src }));
  }

  let loaded = false;
  const loadOnce = () => {
    if (loaded) return;
    loaded = true;
    load();
  };
  if (document.visibilityState === 'hidden') loadOnce();
  else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // The first contentful paint is reported once the frame is on screen, later than the frame's
    // own tasks: its entry, not a frame callback, says the page is painted.
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      loadOnce();
    }).observe({ type: 'paint', buffered: true });
    // A page that never paints anything contentful still gets its code.
    setTimeout(loadOnce, 3000);
  }
  // Without paint timing: a frame callback runs before the browser paints, a task it queues after.
  else requestAnimationFrame(() => setTimeout(loadOnce));
})();
