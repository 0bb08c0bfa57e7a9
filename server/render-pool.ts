/**
 * Pages rendered on worker threads (docs/decisions/0048). React renders a page in one synchronous
 * stretch: a list page of the large collection (100 rows, 590 KB) held the request loop 30 to 40 ms
 * at a time, so under 50 connections of uncached pages /healthz and every kept page waited behind
 * a queue of renders. Here each thread runs the server renderer (render.tsx) of its own; the
 * request loop only passes the request in and the page out, and answers the thread's API reads
 * with the request's own fetch and in-process catalogue (so the demo's in-process mock and the
 * catalogue's search threads serve the threads as they serve the loop).
 *
 * Only the build runs pages on threads: the renderer's modules need Vite's transforms, which a
 * thread started from the sources (tests, `npm run dev`) does not have; there the renderer runs
 * on the request loop as before.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { PageRequest, RenderedPage, RenderPage } from './app.ts';
import { isKiosk } from './kiosk.ts';
import { createRenderer, type ClientManifest } from './render.tsx';
import { runningFromSources, startWorker } from './worker-entry.ts';

/** What a thread is asked to render: the request without its functions and signal. */
export interface RenderJob {
  url: string;
  acceptLanguage: string | undefined;
  cookie: string | undefined;
  config: PageRequest['config'];
  template: string;
  hangar: boolean;
}

export type ToRenderThread =
  | { type: 'render'; id: number; job: RenderJob }
  | { type: 'abort'; id: number; reason: string }
  | { type: 'fetched'; call: number; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer }
  | { type: 'fetch-failed'; call: number; message: string };

export type FromRenderThread =
  | { type: 'ready' }
  | { type: 'rendered'; id: number; page: RenderedPage | null }
  | { type: 'render-failed'; id: number; message: string }
  | { type: 'fetch'; id: number; call: number; via: 'api' | 'hangar'; url: string; method: string; headers: [string, string][] };

export interface RenderPoolOptions {
  manifest: ClientManifest;
  /** Threads (default: one per core but one, at least one). */
  threads?: number;
  /** A module exporting `createRenderer(manifest)` (tests: a scripted renderer); render.tsx by default. */
  rendererModule?: string;
  log?: (line: string) => void;
}

interface Job {
  request: PageRequest;
  resolve(page: RenderedPage | null): void;
  reject(error: Error): void;
  thread: Thread;
  /** The thread's reads in flight, aborted with the job. */
  reads: Set<AbortController>;
}

interface Thread {
  worker: Worker;
  jobs: number;
  dead: boolean;
}

export const DEFAULT_RENDER_THREADS = Math.max(1, availableParallelism() - 1);

export interface RenderPool {
  render: RenderPage;
  /** Threads ready to render (the first page waits for the first thread). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function renderPool(options: RenderPoolOptions): RenderPool {
  const threads: Thread[] = [];
  const jobs = new Map<number, Job>();
  let nextId = 1;
  let closed = false;
  const log = (event: string, fields: Record<string, unknown>) =>
    options.log?.(JSON.stringify({ time: new Date().toISOString(), event, ...fields }));

  let readyCount = 0;
  let markReady!: () => void;
  let failReady!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });

  const start = (): Thread => {
    const worker = startWorker('render-worker.ts', 'render-worker', {
      workerData: { manifest: options.manifest, rendererModule: options.rendererModule },
    });
    worker.unref();
    const thread: Thread = { worker, jobs: 0, dead: false };
    worker.on('message', (message: FromRenderThread) => onMessage(thread, message));
    worker.on('error', (error) => {
      log('render-thread-failed', { reason: error.message });
      if (readyCount === 0) failReady(error);
    });
    worker.on('exit', () => replace(thread));
    return thread;
  };

  const replace = (thread: Thread) => {
    if (thread.dead) return;
    thread.dead = true;
    for (const [id, job] of jobs) {
      if (job.thread !== thread) continue;
      jobs.delete(id);
      job.reject(new Error('the render thread stopped'));
    }
    const index = threads.indexOf(thread);
    if (closed || index === -1) return;
    // A thread that cannot start at all would be restarted in a hot loop: a second's pause.
    setTimeout(() => {
      if (!closed) threads[index] = start();
    }, 1_000).unref();
  };

  const onMessage = (thread: Thread, message: FromRenderThread) => {
    if (message.type === 'ready') {
      if (++readyCount === 1) markReady();
      return;
    }
    const job = jobs.get(message.id);
    if (!job) return;
    if (message.type === 'fetch') return void answerRead(thread, job, message);
    jobs.delete(message.id);
    thread.jobs -= 1;
    if (message.type === 'rendered') job.resolve(message.page);
    else job.reject(new Error(message.message));
  };

  /** A thread's API read, answered with the request's own fetch (the network, the demo's mock, the catalogue). */
  const answerRead = (thread: Thread, job: Job, message: Extract<FromRenderThread, { type: 'fetch' }>) => {
    const through = message.via === 'hangar' ? job.request.hangarFetch : job.request.fetch;
    const controller = new AbortController();
    job.reads.add(controller);
    const signal = AbortSignal.any([controller.signal, job.request.signal]);
    const post = (reply: ToRenderThread, transfer: ArrayBuffer[] = []) => {
      job.reads.delete(controller);
      if (!thread.dead) thread.worker.postMessage(reply, transfer);
    };
    if (!through) return post({ type: 'fetch-failed', call: message.call, message: 'no in-process API for this page' });
    through(message.url, { method: message.method, headers: message.headers, signal })
      .then(async (response) => {
        const body = await response.arrayBuffer();
        post(
          {
            type: 'fetched',
            call: message.call,
            status: response.status,
            statusText: response.statusText,
            headers: [...response.headers],
            body,
          },
          [body],
        );
      })
      .catch((error: unknown) => post({ type: 'fetch-failed', call: message.call, message: (error as Error)?.message ?? String(error) }))
      // The signal AbortSignal.any made is kept alive by Node while it has listeners and has not
      // aborted: aborting the read's own controller once it is answered lets it go.
      .finally(() => controller.abort());
  };

  const count = options.threads ?? DEFAULT_RENDER_THREADS;
  for (let index = 0; index < count; index += 1) threads.push(start());

  const render: RenderPage = (request) =>
    new Promise<RenderedPage | null>((resolve, reject) => {
      // A kiosk is the browser's alone: answered here, without a thread's turn.
      if (isKiosk(request.url, request)) return resolve(null);
      if (closed) return reject(new Error('the render threads are closed'));
      const living = threads.filter((thread) => !thread.dead);
      if (living.length === 0) return reject(new Error('no render thread is running'));
      // The least busy thread: a render waits on the API as much as it works.
      const thread = living.reduce((least, each) => (each.jobs < least.jobs ? each : least));
      const id = nextId++;
      const job: Job = { request, resolve, reject, thread, reads: new Set() };
      jobs.set(id, job);
      thread.jobs += 1;
      const { url, acceptLanguage, cookie, config, template, hangarFetch } = request;
      thread.worker.postMessage({
        type: 'render',
        id,
        job: { url: url.href, acceptLanguage, cookie, config, template, hangar: hangarFetch !== undefined },
      } satisfies ToRenderThread);
      request.signal.addEventListener(
        'abort',
        () => {
          if (!jobs.delete(id)) return;
          thread.jobs -= 1;
          for (const read of job.reads) read.abort();
          if (!thread.dead)
            thread.worker.postMessage({ type: 'abort', id, reason: String(request.signal.reason) } satisfies ToRenderThread);
          reject(request.signal.reason instanceof Error ? request.signal.reason : new Error('aborted'));
        },
        { once: true },
      );
    });

  return {
    render,
    ready,
    async close() {
      closed = true;
      for (const job of jobs.values()) job.reject(new Error('the render threads are closed'));
      jobs.clear();
      await Promise.all(
        threads.map((thread) => {
          thread.dead = true;
          thread.worker.removeAllListeners();
          return thread.worker.terminate();
        }),
      );
    },
  };
}

/**
 * The server's renderer: on `threads` render threads, or on the request loop with 0 (and always
 * when running from the sources, where a thread cannot load the renderer's modules).
 */
export async function serverRenderer(
  manifest: ClientManifest,
  { threads = DEFAULT_RENDER_THREADS, log }: { threads?: number; log?: (line: string) => void } = {},
): Promise<{ render: RenderPage; threads: number }> {
  if (threads === 0 || runningFromSources()) return { render: await createRenderer(manifest), threads: 0 };
  const pool = renderPool({ manifest, threads, ...(log ? { log } : {}) });
  await pool.ready;
  return { render: pool.render, threads };
}
