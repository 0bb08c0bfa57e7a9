/**
 * `npm start`'s entry (scripts/start.ts imports it; benches run it as `node dist/server/demo.js`).
 * React picks its production build from NODE_ENV when it is first loaded: set here, before
 * anything loads it (see serve.ts).
 */
import { resolve } from 'node:path';

process.env.NODE_ENV ??= 'production';
const demo = await import('./demo-server.ts');
/** Beside this file in the build: dist/server/demo.js serves dist/client. */
const CLIENT_DIR = resolve(import.meta.dirname, '..', 'client');

export const main = (argv: string[]) => demo.main(argv, CLIENT_DIR);

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
