/**
 * One server process per core (`--workers N`): rendering is CPU work on one thread, so a machine
 * with more cores than one serves more pages with more processes. Node's cluster module shares the
 * port: the primary process only starts, watches and stops the workers; each worker is the whole
 * server (its own page cache and catalogue handle, nothing shared, as between instances behind a
 * load balancer).
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';

/** Which worker this process is (0 in a single process): only worker 0 harvests the catalogue. */
export const WORKER_INDEX_VARIABLE = 'HANGAR_WORKER_INDEX';
const MAX_WORKERS = 64;
/** A worker that dies sooner than this after it was started takes the server down (a crash loop otherwise). */
export const STEADY_AFTER_MS = 10_000;

/** What a `--workers` value parseWorkers refused is told. */
export const badWorkers = (raw: string | undefined) => `--workers must be a number from 1 to ${MAX_WORKERS}, or auto (got "${raw}").`;

/** `--workers`: a count from 1 to 64, or `auto` for one per core. Null when the value is not one. */
export function parseWorkers(raw: string | undefined, cores = availableParallelism()): number | null {
  if (raw === undefined) return 1;
  if (raw === 'auto') return Math.min(cores, MAX_WORKERS);
  if (!/^\d+$/.test(raw)) return null;
  const count = Number(raw);
  return count >= 1 && count <= MAX_WORKERS ? count : null;
}

export function workerIndex(): number {
  const index = Number(process.env[WORKER_INDEX_VARIABLE] ?? 0);
  return Number.isInteger(index) && index >= 0 ? index : 0;
}

/** True in the primary of a multi-worker server: it must not start a server of its own. */
export function isSupervisor(count: number): boolean {
  return count > 1 && cluster.isPrimary;
}

interface SupervisorOptions {
  count: number;
  log: (line: string) => void;
  /** How the process ends (tests replace it). */
  exit?: (code: number) => void;
  now?: () => number;
}

/**
 * Starts `count` workers and keeps them: a worker that fails while starting (its one-line reason is
 * already on stderr) or dies within STEADY_AFTER_MS stops the others and ends the server with its
 * exit code; one that dies later is replaced. SIGTERM and SIGINT are passed to every worker, which
 * drain as a single server does; the primary ends once all have.
 */
export function superviseWorkers({ count, log, exit = (code) => process.exit(code), now = Date.now }: SupervisorOptions): void {
  const started = new Map<number, number>();
  let stopping = false;
  let failure: number | undefined;
  const line = (event: string, fields: Record<string, unknown>) =>
    log(JSON.stringify({ time: new Date().toISOString(), event, ...fields }));

  const start = (index: number) => {
    const worker = cluster.fork({ [WORKER_INDEX_VARIABLE]: String(index) });
    started.set(worker.id, now());
    worker.once('exit', (code, signal) => onExit(worker, index, code, signal));
  };
  const living = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());
  const stopAll = (signal: NodeJS.Signals) => {
    for (const worker of living()) worker.process.kill(signal);
  };

  const onExit = (worker: Worker, index: number, code: number | null, signal: string | null) => {
    const lived = now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (!stopping) {
      if (lived < STEADY_AFTER_MS) {
        // Starting failed (a port in use, a bad config: the worker said why) or it crashes at once.
        stopping = true;
        failure = code && code > 0 ? code : 1;
        stopAll('SIGTERM');
      } else {
        line('worker-replaced', { worker: index, code, signal });
        start(index);
        return;
      }
    }
    if (living().length === 0) exit(failure ?? 0);
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      line('shutdown', { signal, workers: living().length });
      stopAll(signal);
    });
  }
  for (let index = 0; index < count; index += 1) start(index);
}
