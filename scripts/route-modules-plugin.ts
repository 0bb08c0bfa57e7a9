import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** A page module: a file in a `routes/` folder of src/app, a feature or a page folder inside one (collections/visit/), loaded by a route's `lazy`. */
const ROUTE_MODULE = /\/src\/(app|features\/[^/]+(\/[^/]+)?)\/routes\/[^/]+\.tsx$/;

/**
 * Each page module says which module it is (`handle.module`, its path as the build's manifest names
 * it), so the server can link the stylesheets and scripts of the pages it renders from the client's
 * manifest: react-router merges a lazy module's `handle` into its route. A page module's `head`
 * export (its head from its route's data: src/lib/head/route-head.ts) joins it there, where
 * `useMatches()` and the server's matches read it. Page modules never export a `handle` of their
 * own (the plugin refuses one rather than overwrite it).
 */
export function routeModulesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'hangar-route-modules',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      if (!ROUTE_MODULE.test(path)) return null;
      if (/export\s+(const|function|let)\s+handle\b/.test(code))
        this.error(`${path} exports a handle: route modules leave it to the route-modules plugin.`);
      const head = /export\s+(const|function)\s+head\b/.test(code) ? ', head' : '';
      return { code: `${code}\nexport const handle = { module: ${JSON.stringify(relative(root, path))}${head} };\n`, map: null };
    },
  };
}
