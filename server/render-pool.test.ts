import { afterEach, describe, expect, it } from 'vitest';
import type { PageRequest } from './app.ts';
import { parseServerConfig } from './config.ts';
import { renderPool, type RenderPool } from './render-pool.ts';
import { CONFIG_TEXT } from './test-helpers.ts';

const SCRIPTED = new URL('./scripted-renderer.ts', import.meta.url).href;
const config = parseServerConfig(CONFIG_TEXT, 'test').config;
const pools: RenderPool[] = [];

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

async function pool(threads = 1): Promise<RenderPool> {
  const started = renderPool({ manifest: {}, threads, rendererModule: SCRIPTED });
  pools.push(started);
  await started.ready;
  return started;
}

function request(path: string, overrides: Partial<PageRequest> = {}): PageRequest {
  return {
    url: new URL(path, 'http://hangar.test'),
    acceptLanguage: undefined,
    cookie: undefined,
    config,
    fetch: () => Promise.reject(new Error('no API in this test')),
    signal: new AbortController().signal,
    template: '<p>the template</p>',
    ...overrides,
  };
}

describe('pages rendered on threads', () => {
  it('renders a page on a thread with the request it was given', async () => {
    const { render } = await pool();
    expect(await render(request('/'))).toEqual({ status: 200, html: '<p>the template</p>' });
  });

  it('keeps the request loop free while a page renders: a timer set after the render starts fires before it ends', async () => {
    const { render } = await pool();
    const order: string[] = [];
    await Promise.all([
      render(request('/spin/400')).then(() => order.push('render')),
      new Promise((resolve) => setTimeout(resolve, 20)).then(() => order.push('timer')),
    ]);
    expect(order).toEqual(['timer', 'render']);
  });

  it("answers the thread's API reads with the request's own fetch and in-process API, headers and body intact", async () => {
    const { render } = await pool();
    const asked: { url: string; header: string | null }[] = [];
    const answer = (text: string, marker: string) => (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push({ url: String(input), header: new Headers(init?.headers).get('x-asked') });
      return Promise.resolve(new Response(text, { status: 200, headers: { 'x-answer': marker } }));
    };
    const page = await render(request('/api', { fetch: answer('{"stat":"ok"}', 'network') }));
    expect(page).toEqual({ status: 200, html: 'network:{"stat":"ok"}' });
    const hangar = await render(request('/hangar', { hangarFetch: answer('[1,2]', 'catalogue') }));
    expect(hangar).toEqual({ status: 200, html: 'catalogue:[1,2]' });
    expect(asked).toEqual([
      { url: 'http://api.test/rest/?method=api', header: 'yes' },
      { url: 'http://api.test/rest/?method=hangar', header: 'yes' },
    ]);
  });

  it('passes a failed render on as a rejection with its reason', async () => {
    const { render } = await pool();
    await expect(render(request('/fail'))).rejects.toThrow('the scripted render failed');
  });

  it('gives up on a render when its signal aborts, at once, and the thread renders the next', async () => {
    const { render } = await pool();
    const controller = new AbortController();
    const waiting = render(request('/wait', { signal: controller.signal }));
    controller.abort(new Error('render budget'));
    await expect(waiting).rejects.toThrow('render budget');
    expect(await render(request('/'))).toEqual({ status: 200, html: '<p>the template</p>' });
  });

  it("lets a page's signal go once it is rendered (Node keeps signals derived from it alive until it aborts)", async () => {
    const { render } = await pool();
    await render(request('/watch'));
    await render(request('/watch'));
    expect(await render(request('/released'))).toEqual({ status: 200, html: '2' });
  });

  it('answers a kiosk without a thread: the browser renders it', async () => {
    const { render } = await pool();
    expect(await render(request('/spin/5000?kiosk=1'))).toBeNull();
  });

  it('replaces a thread that ends: its render fails, the next is rendered', async () => {
    const { render } = await pool();
    await expect(render(request('/crash'))).rejects.toThrow(/render thread stopped/);
    let page = null;
    for (let waited = 0; page === null && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      page = await render(request('/')).catch(() => null);
    }
    expect(page).toEqual({ status: 200, html: '<p>the template</p>' });
  }, 15_000);
});
