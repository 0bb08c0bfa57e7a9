/**
 * One search thread of the pool (search-pool.ts): it opens each generation of the catalogue the
 * pool announces, with its own engine handle (a SQLite connection, a PostgreSQL pool) and its own
 * in-memory columns, and answers one call at a time. Nothing here runs on the server's request
 * loop, so a costly search delays only the searches queued behind it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { BudgetExceeded, budgetOf } from './budget.ts';
import type { CatalogueEngine, CatalogueReader } from './engine.ts';
import { engineFor as defaultEngineFor } from './engines.ts';
import type { PoolCall, ToThread, FromThread } from './search-pool.ts';

const port = parentPort!;
const { target, engineModule } = workerData as { target: string; engineModule?: string };
// A test's scripted engine by its address; the build bundles engines.ts itself.
const { engineFor } = engineModule
  ? ((await import(engineModule)) as { engineFor: typeof defaultEngineFor })
  : { engineFor: defaultEngineFor };
let engine: Promise<CatalogueEngine> | undefined;
const readers = new Map<number, Promise<CatalogueReader>>();

const post = (message: FromThread) => port.postMessage(message);

async function run(reader: CatalogueReader, call: PoolCall, budgetMs: number): Promise<unknown> {
  const budget = budgetOf(budgetMs);
  switch (call.op) {
    case 'search':
      return reader.search(call.params, budget);
    case 'suggest':
      return reader.suggest(call.q, call.limit, budget);
    case 'getObject':
      return reader.getObject(call.id);
    case 'listForSitemap':
      return reader.listForSitemap(call.offset, call.limit);
  }
}

port.on('message', (message: ToThread) => {
  if (message.type === 'open') {
    engine ??= engineFor(target);
    const opening = engine.then((opened) => opened.open({ verify: message.verify }));
    readers.set(message.generation, opening);
    opening.then(
      (reader) => post({ type: 'opened', generation: message.generation, size: reader.size, harvestedAt: reader.harvestedAt }),
      (error: unknown) => {
        readers.delete(message.generation);
        post({ type: 'open-failed', generation: message.generation, message: (error as Error).message });
      },
    );
    return;
  }
  if (message.type === 'close') {
    const reader = readers.get(message.generation);
    readers.delete(message.generation);
    void reader?.then((open) => open.close()).catch(() => undefined);
    return;
  }
  const reader = readers.get(message.generation);
  if (!reader) {
    post({ type: 'error', id: message.id, message: `Generation ${message.generation} is not open in this thread.`, budget: false });
    return;
  }
  reader
    .then((open) => run(open, message.call, message.budgetMs))
    .then(
      (value) => post({ type: 'result', id: message.id, value }),
      (error: unknown) =>
        post({
          type: 'error',
          id: message.id,
          message: (error as Error)?.message ?? String(error),
          budget: error instanceof BudgetExceeded,
        }),
    );
});
