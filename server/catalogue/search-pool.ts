/**
 * The catalogue's calls on a pool of worker threads (docs/decisions/0048). A search's cost is the
 * visitor's to choose (words, prefixes, typos, filters); on the request loop a costly one held
 * /healthz and every page behind it. Here each thread opens every generation the server serves and
 * answers one call at a time; the request loop only queues calls and passes answers on.
 *
 * Admission: a call waits in a bounded queue; one that finds it full, or waits longer than
 * `maxWaitMs` before a thread is free, is shed at once (Overloaded: 503 with Retry-After), and a
 * search past its budget ends with BudgetExceeded (the same answer). Object lookups (a page
 * being rendered) go ahead of queued searches. A thread that stops answering is replaced.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { Overloaded } from '../admission.ts';
import { startWorker } from '../worker-entry.ts';
import { BudgetExceeded } from './budget.ts';
import type { CatalogueEngine, CatalogueReader, ObjectAnswer, SearchAnswer, SearchParams, SitemapEntry, Suggestion } from './engine.ts';

export type PoolCall =
  | { op: 'search'; params: SearchParams }
  | { op: 'suggest'; q: string; limit: number }
  | { op: 'getObject'; id: string }
  | { op: 'listForSitemap'; offset: number; limit: number };

export type ToThread =
  | { type: 'open'; generation: number; verify: boolean }
  | { type: 'close'; generation: number }
  | { type: 'run'; id: number; generation: number; call: PoolCall; budgetMs: number };

export type FromThread =
  | { type: 'opened'; generation: number; size: number; harvestedAt: string }
  | { type: 'open-failed'; generation: number; message: string }
  | { type: 'result'; id: number; value: unknown }
  | { type: 'error'; id: number; message: string; budget: boolean };

export interface SearchPoolOptions {
  /** Search threads (default DEFAULT_SEARCH_THREADS: the request loop keeps a core). */
  threads?: number;
  /** Calls waiting for a thread, at most. */
  queueLimit?: number;
  /** A call that has waited this long for a thread is shed rather than started. */
  maxWaitMs?: number;
  /** A search's or suggestion's own time budget (budget.ts). */
  budgetMs?: number;
  /** A thread still busy this long after its call's budget ran out is replaced. */
  stuckAfterMs?: number;
  now?: () => number;
  log?: (line: string) => void;
  /** A module exporting `engineFor(target)` that the threads open catalogues with (tests: a scripted engine); engines.ts by default. */
  engineModule?: string;
}

export interface PoolStats {
  threads: number;
  busy: number;
  queued: number;
  /** Calls shed since the start, by reason. */
  shed: { queueFull: number; waitedTooLong: number; overBudget: number };
  replaced: number;
}

interface Task {
  id: number;
  generation: number;
  call: PoolCall;
  budgetMs: number;
  queuedAt: number;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** A generation being opened: how many threads have, what the first said, and how it ends. */
interface Opening {
  opened: number;
  shape?: { size: number; harvestedAt: string };
  done(error: string | null): void;
}

interface Thread {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
  stuckTimer: NodeJS.Timeout | null;
  /** Exited or given up on: takes no calls while its replacement starts. */
  dead: boolean;
}

/** How long past its budget a call may take before the visitor is answered without it (the thread checks the budget itself first). */
const ANSWER_GRACE_MS = 250;

/**
 * One per core but one, at most 2: each thread holds its own columns and engine cache (about 60 MB at
 * a million entries), so more threads per process cost memory a server with `--workers` pays again
 * in every process.
 */
export const DEFAULT_SEARCH_THREADS = Math.min(2, Math.max(1, availableParallelism() - 1));

export class SearchPool {
  private readonly threads: Thread[] = [];
  private readonly urgent: Task[] = [];
  private readonly queue: Task[] = [];
  private readonly opening = new Map<number, Opening>();
  private readonly live = new Set<number>();
  private nextId = 1;
  private nextGeneration = 1;
  private closed = false;
  private readonly stats = { queueFull: 0, waitedTooLong: 0, overBudget: 0, replaced: 0 };
  private readonly queueLimit: number;
  private readonly maxWaitMs: number;
  readonly budgetMs: number;
  private readonly stuckAfterMs: number;
  private readonly now: () => number;

  constructor(
    /** The catalogue's target as the threads open it (a URL's password included: never printed). */
    private readonly target: string,
    private readonly options: SearchPoolOptions = {},
  ) {
    this.queueLimit = options.queueLimit ?? 64;
    this.maxWaitMs = options.maxWaitMs ?? 1_000;
    this.budgetMs = options.budgetMs ?? 500;
    this.stuckAfterMs = options.stuckAfterMs ?? 10_000;
    this.now = options.now ?? (() => performance.now());
    const count = options.threads ?? DEFAULT_SEARCH_THREADS;
    for (let index = 0; index < count; index += 1) this.threads.push(this.startThread());
  }

  private startThread(): Thread {
    const worker = startWorker('catalogue/search-worker.ts', 'search-worker', {
      workerData: { target: this.target, engineModule: this.options.engineModule },
    });
    // The threads serve the process; they never keep it alive by themselves.
    worker.unref();
    const thread: Thread = { worker, task: null, timer: null, stuckTimer: null, dead: false };
    worker.on('message', (message: FromThread) => this.onMessage(thread, message));
    worker.on('error', (error) => this.log('search-thread-failed', { reason: error.message }));
    worker.on('exit', () => this.replace(thread));
    // A thread opens every generation still served, in order, before any call for one reaches it.
    // Already checked when first opened: a replacement thread does not check them again.
    for (const generation of this.live) worker.postMessage({ type: 'open', generation, verify: false } satisfies ToThread);
    return thread;
  }

  /** A thread that exited or stopped answering: its call fails, a new thread takes its place. */
  private replace(thread: Thread): void {
    const index = this.threads.indexOf(thread);
    if (index === -1 || thread.dead) return;
    thread.dead = true;
    this.clearTimers(thread);
    const task = thread.task;
    thread.task = null;
    thread.worker.removeAllListeners();
    void thread.worker.terminate();
    if (this.closed) {
      this.threads.splice(index, 1);
      return;
    }
    this.stats.replaced += 1;
    task?.reject(new Error('The search thread stopped answering.'));
    // A thread that cannot even start (a broken build) would otherwise be restarted in a hot loop.
    const restart = () => {
      if (this.closed || this.threads[index] !== thread) return;
      this.threads[index] = this.startThread();
      this.dispatch();
    };
    if (this.stats.replaced > this.threads.length * 3) setTimeout(restart, 1_000).unref();
    else restart();
  }

  private clearTimers(thread: Thread): void {
    if (thread.timer) clearTimeout(thread.timer);
    if (thread.stuckTimer) clearTimeout(thread.stuckTimer);
    thread.timer = null;
    thread.stuckTimer = null;
  }

  private onMessage(thread: Thread, message: FromThread): void {
    if (message.type === 'opened' || message.type === 'open-failed') {
      const waiting = this.opening.get(message.generation);
      if (!waiting) return;
      if (message.type === 'open-failed') return waiting.done(message.message);
      waiting.shape ??= { size: message.size, harvestedAt: message.harvestedAt };
      if (++waiting.opened === this.threads.length) waiting.done(null);
      return;
    }
    const task = thread.task;
    if (!task || task.id !== message.id) return;
    this.clearTimers(thread);
    thread.task = null;
    if (message.type === 'result') task.resolve(message.value);
    else if (message.budget) {
      this.stats.overBudget += 1;
      task.reject(new BudgetExceeded(task.budgetMs));
    } else task.reject(new Error(message.message));
    this.dispatch();
  }

  private log(event: string, fields: Record<string, unknown>): void {
    this.options.log?.(JSON.stringify({ time: new Date().toISOString(), event, ...fields }));
  }

  /** Opens a generation in every thread; rejects with the first thread's reason when one cannot. */
  async open(): Promise<{ generation: number; size: number; harvestedAt: string }> {
    const generation = this.nextGeneration++;
    const entry: Opening = {
      opened: 0,
      done: () => undefined,
    };
    const done = new Promise<string | null>((resolve) => (entry.done = resolve));
    this.opening.set(generation, entry);
    this.live.add(generation);
    // The integrity check reads the whole index: one thread checks a generation, the others trust it.
    this.threads.forEach((thread, index) =>
      thread.worker.postMessage({ type: 'open', generation, verify: index === 0 } satisfies ToThread),
    );
    const failure = await done;
    this.opening.delete(generation);
    if (failure !== null || !entry.shape) {
      this.close(generation);
      throw new Error(failure ?? 'The catalogue could not be opened.');
    }
    return { generation, ...entry.shape };
  }

  close(generation: number): void {
    this.live.delete(generation);
    for (const thread of this.threads) thread.worker.postMessage({ type: 'close', generation } satisfies ToThread);
  }

  run<T>(generation: number, call: PoolCall): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.closed) return reject(new Error('The search pool is closed.'));
      const urgent = call.op === 'getObject';
      const waiting = this.urgent.length + this.queue.length;
      if (!urgent && waiting >= this.queueLimit) {
        this.stats.queueFull += 1;
        return reject(new Overloaded('queue-full'));
      }
      const budgetMs = call.op === 'search' || call.op === 'suggest' ? this.budgetMs : this.stuckAfterMs;
      const task: Task = {
        id: this.nextId++,
        generation,
        call,
        budgetMs,
        queuedAt: this.now(),
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      (urgent ? this.urgent : this.queue).push(task);
      this.dispatch();
    });
  }

  private dispatch(): void {
    for (const thread of this.threads) {
      if (thread.task || thread.dead) continue;
      const task = this.take();
      if (!task) return;
      thread.task = task;
      thread.worker.postMessage({
        type: 'run',
        id: task.id,
        generation: task.generation,
        call: task.call,
        budgetMs: task.budgetMs,
      } satisfies ToThread);
      // The thread checks the budget itself; this answers the visitor when an engine call it cannot
      // interrupt runs long, and replaces a thread that never comes back.
      thread.timer = setTimeout(() => {
        thread.timer = null;
        if (thread.task !== task) return;
        this.stats.overBudget += 1;
        task.reject(new BudgetExceeded(task.budgetMs));
        task.resolve = () => undefined;
        task.reject = () => undefined;
      }, task.budgetMs + ANSWER_GRACE_MS);
      thread.stuckTimer = setTimeout(
        () => {
          if (thread.task !== task) return;
          this.log('search-thread-stuck', { op: task.call.op, ms: task.budgetMs + ANSWER_GRACE_MS + this.stuckAfterMs });
          this.replace(thread);
        },
        task.budgetMs + ANSWER_GRACE_MS + this.stuckAfterMs,
      );
    }
  }

  /** The next call to start: object lookups first; calls that waited too long are shed on the way. */
  private take(): Task | undefined {
    for (;;) {
      const task = this.urgent.shift() ?? this.queue.shift();
      if (!task) return undefined;
      if (this.now() - task.queuedAt <= this.maxWaitMs) return task;
      this.stats.waitedTooLong += 1;
      task.reject(new Overloaded('waited-too-long'));
    }
  }

  snapshot(): PoolStats {
    return {
      threads: this.threads.length,
      busy: this.threads.filter((thread) => thread.task !== null).length,
      queued: this.urgent.length + this.queue.length,
      shed: { queueFull: this.stats.queueFull, waitedTooLong: this.stats.waitedTooLong, overBudget: this.stats.overBudget },
      replaced: this.stats.replaced,
    };
  }

  async shutdown(): Promise<void> {
    this.closed = true;
    for (const task of [...this.urgent.splice(0), ...this.queue.splice(0)]) task.reject(new Error('The search pool is closed.'));
    await Promise.all(
      [...this.threads].map((thread) => {
        this.clearTimers(thread);
        thread.task?.reject(new Error('The search pool is closed.'));
        thread.worker.removeAllListeners();
        return thread.worker.terminate();
      }),
    );
    this.threads.length = 0;
  }
}

/** A generation open in every thread of the pool, as the rest of the server reads a catalogue. */
class PooledReader implements CatalogueReader {
  constructor(
    private readonly pool: SearchPool,
    private readonly generation: number,
    readonly size: number,
    readonly harvestedAt: string,
  ) {}

  search(params: SearchParams): Promise<SearchAnswer> {
    return this.pool.run(this.generation, { op: 'search', params });
  }

  suggest(q: string, limit: number): Promise<Suggestion[]> {
    return this.pool.run(this.generation, { op: 'suggest', q, limit });
  }

  getObject(id: string): Promise<ObjectAnswer | null> {
    return this.pool.run(this.generation, { op: 'getObject', id });
  }

  listForSitemap(offset: number, limit: number): Promise<SitemapEntry[]> {
    return this.pool.run(this.generation, { op: 'listForSitemap', offset, limit });
  }

  close(): void {
    this.pool.close(this.generation);
  }
}

/**
 * The engine with its readers on a pool of threads: the request loop keeps only the engine's
 * version checks and generation writer (harvest.ts runs on a thread of its own too, serve.ts).
 * `threadTarget`: the target as the threads open it.
 */
export function pooledEngine(
  engine: CatalogueEngine,
  threadTarget: string,
  options: SearchPoolOptions = {},
): CatalogueEngine & { pool: SearchPool } {
  const pool = new SearchPool(threadTarget, options);
  return {
    target: engine.target,
    pool,
    exists: () => engine.exists(),
    version: () => engine.version(),
    createGeneration: () => engine.createGeneration(),
    async open() {
      const { generation, size, harvestedAt } = await pool.open();
      return new PooledReader(pool, generation, size, harvestedAt);
    },
    async close() {
      await pool.shutdown();
      await engine.close();
    },
  };
}
