/** `npm run dev`: server/dev-server.ts, stopped by SIGTERM or Ctrl-C; a startup problem is one clear line. */
import { startDevServer } from '../server/dev-server.ts';

try {
  const started = Date.now();
  const dev = await startDevServer(process.argv.slice(2));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void dev.close().then(() => process.exit(0)));
  console.log(
    `Hangar (app + mock API, sources through Vite, rendered on the server) listening on ${dev.listening.url}  (ready in ${Date.now() - started} ms)`,
  );
} catch (error) {
  console.error(`hangar: ${(error as Error).message}`);
  process.exit(1);
}
