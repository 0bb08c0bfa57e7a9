/**
 * `npm run serve`'s entry. React (like most Node libraries) picks its production build from
 * NODE_ENV when it is first loaded: set here, before anything loads it, the server renders in
 * production mode unless told otherwise (development React rendered pages about 3x slower).
 */
import { resolve } from 'node:path';

process.env.NODE_ENV ??= 'production';
const { runProductionServer } = await import('./production-server.ts');
// Beside this file in the build: dist/server/serve.js serves dist/client.
await runProductionServer(resolve(import.meta.dirname, '..', 'client'), process.argv.slice(2));
