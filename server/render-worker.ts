/**
 * One render thread (render-pool.ts): the server renderer of its own, fed requests by the request
 * loop. Its API reads go back to the loop, which answers them with the request's own fetch; the
 * bodies come back as transferred buffers, so nothing but the page's text is copied.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PageRequest, RenderPage } from './app.ts';
import type { ClientManifest, createRenderer as CreateRenderer } from './render.tsx';
import type { FromRenderThread, ToRenderThread } from './render-pool.ts';

const port = parentPort!;
const { manifest, rendererModule } = workerData as { manifest: ClientManifest; rendererModule?: string };
const post = (message: FromRenderThread) => port.postMessage(message);

const reads = new Map<number, { resolve(response: Response): void; reject(error: Error): void }>();
const aborts = new Map<number, AbortController>();
let nextCall = 1;

/** A fetch whose reads the request loop makes: `via` the network (or the demo's mock) or the in-process catalogue. */
function loopFetch(id: number, via: 'api' | 'hangar'): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init?.signal;
      if (signal?.aborted) return reject(signal.reason as Error);
      const call = nextCall++;
      const onAbort = () => {
        if (reads.delete(call)) reject(signal!.reason as Error);
      };
      // Node keeps a signal made by AbortSignal.any or .timeout alive while it has an abort listener
      // and has not aborted: the listener goes when the read settles, or every page's reads stay.
      const settle = () => signal?.removeEventListener('abort', onAbort);
      reads.set(call, {
        resolve: (response) => {
          settle();
          resolve(response);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      const url = input instanceof Request ? input.url : String(input);
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      const headers = [...new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))];
      post({ type: 'fetch', id, call, via, url, method, headers });
    });
}

// A test's scripted renderer by its address; else the app's (the build bundles it: only the build runs render threads).
const { createRenderer } = (await (rendererModule ? import(rendererModule) : import('./render.tsx'))) as {
  createRenderer: typeof CreateRenderer;
};
const render: RenderPage = await createRenderer(manifest);
post({ type: 'ready' });

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'fetched' || message.type === 'fetch-failed') {
    const read = reads.get(message.call);
    if (!read) return;
    reads.delete(message.call);
    if (message.type === 'fetched')
      read.resolve(new Response(message.body, { status: message.status, statusText: message.statusText, headers: message.headers }));
    else read.reject(new TypeError(message.message));
    return;
  }
  if (message.type === 'abort') {
    aborts.get(message.id)?.abort(new Error(message.reason));
    return;
  }
  const { id, job } = message;
  const controller = new AbortController();
  aborts.set(id, controller);
  const request: PageRequest = {
    url: new URL(job.url),
    acceptLanguage: job.acceptLanguage,
    cookie: job.cookie,
    config: job.config,
    template: job.template,
    signal: controller.signal,
    fetch: loopFetch(id, 'api'),
    ...(job.hangar ? { hangarFetch: loopFetch(id, 'hangar') } : {}),
  };
  render(request)
    .then(
      (page) => post({ type: 'rendered', id, page }),
      (error: unknown) => post({ type: 'render-failed', id, message: (error as Error)?.message ?? String(error) }),
    )
    .finally(() => {
      aborts.delete(id);
      // Signals derived from the page's (AbortSignal.any in the renderer's budgeted fetch) are let go
      // only once it aborts: a page 'done' is aborted too. 1,400 list pages kept 230 MB otherwise.
      controller.abort(new Error('the page is rendered'));
    });
});
