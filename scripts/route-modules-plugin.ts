import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** A page module: a file in a `routes/` folder of src/app or a feature, loaded by a route's `lazy`. */
const ROUTE_MODULE = /\/src\/(app|features\/[^/]+)\/routes\/[^/]+\.tsx$/;

/**
 * Each page module says which module it is (`handle.module`, its path as the build's manifest names
 * it), so the server can link the stylesheets and scripts of the pages it renders from the client's
 * manifest: react-router merges a lazy module's `handle` into its route. Page modules never export
 * a `handle` of their own (the plugin refuses one rather than overwrite it).
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
      return { code: `${code}\nexport const handle = { module: ${JSON.stringify(relative(root, path))} };\n`, map: null };
    },
  };
}
