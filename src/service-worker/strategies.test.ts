import { OFFLINE_COPY_ATTRIBUTE, OFFLINE_COPY_HEADER } from './rules.ts';

/**
 * Workbox's own strategies run here as in the worker, over an in-memory Cache Storage and a fetch
 * the test answers: what they keep, what they answer, and that every write is inside the event's
 * lifetime (a browser may stop the worker as soon as the event's waitUntil promises settle).
 */

// Workbox as the build ships it (vite replaces NODE_ENV: no development asserts and logs), reading
// the worker's globals.
const { FetchEvent, nodeEnv } = vi.hoisted(() => {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const scope = globalThis as unknown as Record<string, unknown>;
  scope.self = globalThis;
  /** An event as the worker gets it: it records what it was asked to wait for. */
  class ExtendableEvent {
    readonly lifetime: Promise<unknown>[] = [];
    waitUntil(promise: Promise<unknown>): void {
      this.lifetime.push(promise);
    }
  }
  class FetchEvent extends ExtendableEvent {
    readonly preloadResponse = Promise.resolve(undefined);
    constructor(readonly request: Request) {
      super();
    }
  }
  scope.ExtendableEvent = ExtendableEvent;
  scope.FetchEvent = FetchEvent;
  return { FetchEvent, nodeEnv };
});
afterAll(() => {
  process.env.NODE_ENV = nodeEnv;
  const scope = globalThis as unknown as Record<string, unknown>;
  for (const name of ['self', 'ExtendableEvent', 'FetchEvent']) delete scope[name];
});

import type { Strategy } from 'workbox-strategies';
import { runtimeStrategies, NETWORK_TIMEOUT_SECONDS } from './strategies.ts';

/** A Cache whose writes can be held back, to see what waits for them. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  hold: Promise<void> | undefined;
  async match(request: Request | string): Promise<Response | undefined> {
    return this.entries.get(typeof request === 'string' ? request : request.url)?.clone();
  }
  async put(request: Request, response: Response): Promise<void> {
    await this.hold;
    this.entries.set(request.url, response);
  }
  async delete(request: Request | string): Promise<boolean> {
    return this.entries.delete(typeof request === 'string' ? request : request.url);
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

class MemoryStorage {
  readonly caches = new Map<string, MemoryCache>();
  async open(name: string): Promise<MemoryCache> {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new MemoryCache()));
    return cache;
  }
  async match(request: Request | string, options?: { cacheName?: string }): Promise<Response | undefined> {
    return (await this.open(options?.cacheName ?? '')).match(request);
  }
}

const ORIGIN = 'https://hangar.example';
const PAGE = `${ORIGIN}/collections/1729795001/objects`;
const READ = `https://api.example/rest/?method=museum.objects.list&access_token=public`;
const PICTURE = 'https://images.example/1.jpg';
const SHELL = '<!doctype html><html lang="en"><body>shell</body></html>';

let storage: MemoryStorage;
/** What the network does with the next requests: answer, fail, or wait to be told. */
let network: (request: Request) => Promise<Response>;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('caches', storage);
  (globalThis as unknown as { self: { caches: unknown } }).self.caches = storage;
  vi.stubGlobal('fetch', (request: Request) => network(request));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function strategies() {
  return runtimeStrategies(
    storage as unknown as CacheStorage,
    async () => new Response(SHELL, { headers: { 'Content-Type': 'text/html' } }),
  );
}

const html = (text: string, headers: Record<string, string> = {}) =>
  new Response(`<!doctype html><html lang="en"><body>${text}</body></html>`, { headers: { 'Content-Type': 'text/html', ...headers } });

function navigation(url = PAGE): Request {
  // A Request made in Node cannot have the mode `navigate`; the strategies read only the URL and method.
  return new Request(url);
}

/** The strategy's answer to one fetch event, and the event (its lifetime). */
function answer(strategy: Strategy, request: Request) {
  const event = new FetchEvent(request);
  // The test's event stands for the worker's: it has all that Workbox calls on one.
  const [response, done] = strategy.handleAll({ event, request } as unknown as Parameters<Strategy['handleAll']>[0]);
  done.catch(() => undefined);
  return { event, response };
}

/**
 * Whether the event's lifetime has ended (all its waitUntil promises settled) within a few turns:
 * used only where a held write keeps it open, so a slow machine cannot make it fail wrongly.
 */
async function lifetimeEnded(event: InstanceType<typeof FetchEvent>): Promise<boolean> {
  const ended = Promise.allSettled(event.lifetime).then(() => true);
  const later = new Promise<false>((resolve) => setTimeout(() => resolve(false), 20));
  return Promise.race([ended, later]);
}

async function kept(cacheName: string, url: string): Promise<string | undefined> {
  return (await (await storage.open(cacheName)).match(url))?.text();
}

describe('the worker’s strategies (Workbox NetworkFirst and CacheFirst with Hangar’s plugins)', () => {
  it('keeps a document the network gave, and the event lives until the copy is written', async () => {
    const { page } = strategies();
    const pages = await storage.open(page.cacheName);
    let release!: () => void;
    pages.hold = new Promise((resolve) => (release = resolve));
    network = async () => html('from the network');
    const { event, response } = answer(page, navigation());
    expect(await (await response).text()).toContain('from the network');
    // Answered, the write still pending: a browser must not stop the worker yet.
    expect(await lifetimeEnded(event)).toBe(false);
    release();
    await Promise.allSettled(event.lifetime);
    expect(await kept(page.cacheName, PAGE)).toContain('from the network');
  });

  it('answers the copy of a slow network after 3 s, and still keeps the network’s answer within the event’s lifetime', async () => {
    const { apiRead } = strategies();
    await (await storage.open(apiRead.cacheName)).put(new Request(READ), Response.json({ version: 'old' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let arrive!: (response: Response) => void;
    network = () => new Promise((resolve) => (arrive = resolve));
    const { event, response } = answer(apiRead, new Request(READ));
    await vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_SECONDS * 1000);
    const copy = await response;
    expect(await copy.json()).toEqual({ version: 'old' });
    // Slow is not offline: the page is not told it is.
    expect(copy.headers.has(OFFLINE_COPY_HEADER)).toBe(false);
    const ended = Promise.allSettled(event.lifetime).then(() => true);
    await vi.advanceTimersByTimeAsync(10);
    expect(await Promise.race([ended, Promise.resolve(false)])).toBe(false);
    arrive(Response.json({ version: 'new' }));
    await vi.advanceTimersByTimeAsync(10);
    expect(await ended).toBe(true);
    expect(JSON.parse((await kept(apiRead.cacheName, READ))!)).toEqual({ version: 'new' });
  });

  it('offline, answers the last copy of a document marked as an offline copy, else the app shell marked so', async () => {
    const { page } = strategies();
    network = async () => html('seen before');
    await (await answer(page, navigation()).response).text();
    await vi.waitFor(async () => expect(await kept(page.cacheName, PAGE)).toBeDefined());
    network = async () => {
      throw new TypeError('Failed to fetch');
    };
    const copy = await answer(page, navigation()).response;
    expect(await copy.text()).toMatch(new RegExp(`^<!doctype html><html ${OFFLINE_COPY_ATTRIBUTE}="" lang="en"><body>seen before`));
    expect(copy.headers.get(OFFLINE_COPY_HEADER)).toBe('1');

    const shell = await answer(page, navigation(`${ORIGIN}/flights/2024-06-02`)).response;
    expect(await shell.text()).toBe(SHELL.replace('<html', `<html ${OFFLINE_COPY_ATTRIBUTE}=""`));
  });

  it("offline, a document's copy drops the length and encoding the server gave its compressed body", async () => {
    const { page } = strategies();
    // As a browser's fetch gives it: the body decoded, the headers as the server sent them.
    network = async () => html('seen before', { 'Content-Encoding': 'br', 'Content-Length': '40' });
    await (await answer(page, navigation()).response).text();
    await vi.waitFor(async () => expect(await kept(page.cacheName, PAGE)).toBeDefined());
    network = async () => {
      throw new TypeError('Failed to fetch');
    };
    const copy = await answer(page, navigation()).response;
    expect(await copy.text()).toContain('seen before');
    expect(copy.headers.get('Content-Encoding')).toBeNull();
    expect(copy.headers.get('Content-Length')).toBeNull();
    expect(copy.headers.get('Content-Type')).toBe('text/html');
  });

  it('offline, answers a read’s last copy with the offline header, and fails a read never kept', async () => {
    const { apiRead } = strategies();
    network = async () => Response.json({ objects: [] });
    await answer(apiRead, new Request(READ)).response;
    await vi.waitFor(async () => expect(await kept(apiRead.cacheName, READ)).toBeDefined());
    network = async () => {
      throw new TypeError('Failed to fetch');
    };
    const copy = await answer(apiRead, new Request(READ)).response;
    expect(copy.headers.get(OFFLINE_COPY_HEADER)).toBe('1');
    expect(await copy.json()).toEqual({ objects: [] });
    await expect(answer(apiRead, new Request(`${READ}&page=2`)).response).rejects.toThrow();
  });

  it('never keeps a no-store answer, nor one that is not a whole success', async () => {
    const { page, apiRead } = strategies();
    network = async () => html('private', { 'Cache-Control': 'private, no-store' });
    const { event } = answer(page, navigation());
    await Promise.allSettled(event.lifetime);
    network = async () => Response.json({ error: 'busy' }, { status: 503 });
    const second = answer(apiRead, new Request(READ));
    expect((await second.response).status).toBe(503);
    await Promise.allSettled(second.event.lifetime);
    expect(await kept(page.cacheName, PAGE)).toBeUndefined();
    expect(await kept(apiRead.cacheName, READ)).toBeUndefined();
  });

  it('answers a kept picture without the network, and offline a picture never kept is the placeholder', async () => {
    const { image } = strategies();
    network = async () => new Response('jpeg bytes', { headers: { 'Content-Type': 'image/jpeg' } });
    const { event } = answer(image, new Request(PICTURE));
    await Promise.allSettled(event.lifetime);
    network = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await (await answer(image, new Request(PICTURE)).response).text()).toBe('jpeg bytes');
    const placeholder = await answer(image, new Request('https://images.example/2.jpg')).response;
    expect(placeholder.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await placeholder.text()).toMatch(/^<svg /);
  });
});
