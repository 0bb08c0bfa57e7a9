import type { PageRequest, RenderedPage, RenderPage } from './app.ts';
import { Admission, Overloaded } from './admission.ts';
import { cachedPages, pageRenderer } from './page-cache.ts';
import { parseServerConfig } from './config.ts';
import { CONFIG_TEXT } from './test-helpers.ts';

const config = parseServerConfig(CONFIG_TEXT, 'test').config;

function request(path: string, acceptLanguage?: string): PageRequest {
  return {
    url: new URL(path, 'http://hangar.test'),
    acceptLanguage,
    cookie: undefined,
    config,
    fetch,
    signal: new AbortController().signal,
    template: '',
  };
}

/** A renderer that counts its renders and answers what `answer` says. */
function counting(answer: (request: PageRequest) => Promise<RenderedPage | null>) {
  const calls: string[] = [];
  const render: RenderPage = (request) => {
    calls.push(request.url.pathname);
    return answer(request);
  };
  return { render, calls };
}

const page = (html: string, status = 200): RenderedPage => ({ status, html });

describe('the page cache', () => {
  it('sends a page again without rendering until it is too old, then renders it afresh', async () => {
    let time = 0;
    const { render, calls } = counting(async (request) => page(request.url.pathname));
    const cached = cachedPages(render, { ttlMs: 1000, staleMs: 0, now: () => time });
    expect(await cached(request('/a'))).toEqual(page('/a'));
    time = 999;
    expect(await cached(request('/a'))).toEqual(page('/a'));
    expect(calls).toEqual(['/a']);
    time = 1000;
    await cached(request('/a'));
    expect(calls).toEqual(['/a', '/a']);
  });

  it('renders once for everyone who asks while the page renders', async () => {
    let finish: (page: RenderedPage) => void = () => undefined;
    const { render, calls } = counting(() => new Promise((resolve) => (finish = resolve)));
    const cached = cachedPages(render);
    const waiting = [cached(request('/a')), cached(request('/a')), cached(request('/a'))];
    finish(page('whole'));
    expect(await Promise.all(waiting)).toEqual([page('whole'), page('whole'), page('whole')]);
    expect(calls).toHaveLength(1);
  });

  it('keeps each language apart', async () => {
    const { render, calls } = counting(async (request) => page(request.acceptLanguage ?? ''));
    const cached = cachedPages(render);
    expect((await cached(request('/a', 'es')))?.html).toBe('es');
    expect((await cached(request('/a', 'zh-CN')))?.html).toBe('zh-CN');
    expect((await cached(request('/a', 'es-MX')))?.html).toBe('es');
    expect(calls).toHaveLength(2);
  });

  it('never keeps a failure, a redirect or a not-found page', async () => {
    let answer: () => Promise<RenderedPage | null> = () => Promise.reject(new Error('API down'));
    const { render, calls } = counting(() => answer());
    const cached = cachedPages(render);
    await expect(cached(request('/a'))).rejects.toThrow('API down');
    answer = async () => page('', 302);
    await cached(request('/a'));
    answer = async () => page('missing', 404);
    await cached(request('/a'));
    answer = async () => page('back');
    expect(await cached(request('/a'))).toEqual(page('back'));
    expect(calls).toHaveLength(4);
  });

  it('holds at most its size, dropping the oldest pages first', async () => {
    const { render, calls } = counting(async (request) => page(request.url.pathname.slice(1).repeat(100)));
    const cached = cachedPages(render, { maxSize: 400 });
    for (const path of ['/a', '/b', '/c', '/d', '/e']) await cached(request(path));
    // 500 characters rendered, 400 kept: /a went first.
    await cached(request('/e'));
    await cached(request('/b'));
    expect(calls).toEqual(['/a', '/b', '/c', '/d', '/e']);
    await cached(request('/a'));
    expect(calls.at(-1)).toBe('/a');
    expect(calls).toHaveLength(6);
  });

  it('does not keep a page larger than a quarter of its size, nor let it push others out', async () => {
    const { render, calls } = counting(async (request) => page(request.url.pathname === '/big' ? 'x'.repeat(101) : 'y'.repeat(100)));
    const cached = cachedPages(render, { maxSize: 400 });
    await cached(request('/small'));
    await cached(request('/big'));
    await cached(request('/big'));
    await cached(request('/small'));
    expect(calls).toEqual(['/small', '/big', '/big']);
  });

  it('keeps a page exactly a quarter of its size', async () => {
    const { render, calls } = counting(async () => page('z'.repeat(100)));
    const cached = cachedPages(render, { maxSize: 400 });
    await cached(request('/quarter'));
    await cached(request('/quarter'));
    expect(calls).toEqual(['/quarter']);
  });

  it('keeps 32 MiB by default: a 7 MiB page is kept, a 9 MiB one is not', async () => {
    const { render, calls } = counting(async (request) =>
      page('p'.repeat(request.url.pathname === '/seven' ? 7 * 1024 * 1024 : 9 * 1024 * 1024)),
    );
    const cached = cachedPages(render);
    for (const path of ['/seven', '/seven', '/nine', '/nine']) await cached(request(path));
    expect(calls).toEqual(['/seven', '/nine', '/nine']);
  });

  it('an expired page renders afresh once, then is kept again, its old size forgotten', async () => {
    let time = 0;
    const { render, calls } = counting(async (request) => page(request.url.pathname.slice(1).repeat(100)));
    const cached = cachedPages(render, { ttlMs: 1000, maxSize: 400, staleMs: 0, now: () => time });
    await cached(request('/a'));
    time = 2000;
    // /a renders again; had its first copy still counted, the four below would push /b out.
    await cached(request('/a'));
    for (const path of ['/b', '/c', '/d']) await cached(request(path));
    await cached(request('/b'));
    expect(calls).toEqual(['/a', '/a', '/b', '/c', '/d']);
  });
});

describe('a kept page past its time', () => {
  it('is sent as kept while it renders again behind it, then the new page is sent', async () => {
    let time = 0;
    let version = 1;
    const { render, calls } = counting(async (request) => page(`${request.url.pathname} v${version}`));
    const cached = cachedPages(render, { ttlMs: 1000, staleMs: 5000, now: () => time });
    expect(await cached(request('/a'))).toEqual(page('/a v1'));
    version = 2;
    time = 1500;
    expect(await cached(request('/a'))).toEqual(page('/a v1'));
    await Promise.resolve();
    expect(calls).toEqual(['/a', '/a']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cached(request('/a'))).toEqual(page('/a v2'));
    expect(calls).toEqual(['/a', '/a']);
  });

  it('stays kept when the render behind it fails or is refused, and is rendered afresh past staleMs', async () => {
    let time = 0;
    let fail = false;
    const { render, calls } = counting(async (request) => {
      if (fail) throw new Overloaded('queue-full');
      return page(request.url.pathname);
    });
    const cached = cachedPages(render, { ttlMs: 1000, staleMs: 5000, now: () => time });
    await cached(request('/a'));
    fail = true;
    time = 2000;
    expect(await cached(request('/a'))).toEqual(page('/a'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cached(request('/a'))).toEqual(page('/a'));
    time = 6500;
    await expect(cached(request('/a'))).rejects.toBeInstanceOf(Overloaded);
    expect(calls.length).toBe(4);
  });
});

describe('one render for many', () => {
  it('renders a stale page again once, however many are sent the kept page meanwhile', async () => {
    let time = 0;
    let finish: (page: RenderedPage) => void = () => undefined;
    let first = true;
    const { render, calls } = counting((request) => {
      if (first) {
        first = false;
        return Promise.resolve(page(`${request.url.pathname} v1`));
      }
      return new Promise((resolve) => (finish = resolve));
    });
    const cached = cachedPages(render, { ttlMs: 1000, staleMs: 5000, now: () => time });
    await cached(request('/a'));
    time = 1500;
    const sent = await Promise.all([cached(request('/a')), cached(request('/a')), cached(request('/a'))]);
    expect(sent).toEqual([page('/a v1'), page('/a v1'), page('/a v1')]);
    expect(calls).toEqual(['/a', '/a']);
    finish(page('/a v2'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cached(request('/a'))).toEqual(page('/a v2'));
    expect(calls).toHaveLength(2);
  });

  it('still sends a page to everyone waiting for it when other pages push it out while it renders', async () => {
    let finish: (page: RenderedPage) => void = () => undefined;
    const { render, calls } = counting((request) =>
      request.url.pathname === '/slow' ? new Promise((resolve) => (finish = resolve)) : Promise.resolve(page('x'.repeat(100))),
    );
    const cached = cachedPages(render, { maxSize: 400 });
    const waiting = [cached(request('/slow')), cached(request('/slow'))];
    for (const path of ['/a', '/b', '/c', '/d']) await cached(request(path));
    finish(page('slow'));
    expect(await Promise.all(waiting)).toEqual([page('slow'), page('slow')]);
    expect(calls.filter((path) => path === '/slow')).toHaveLength(1);
  });
});

describe('the renderer with admission', () => {
  it('renders only as many pages at once as admitted, refuses the rest at once, and still sends kept pages', async () => {
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const { render, calls } = counting(async (asked) => {
      if (asked.url.pathname !== '/kept') await held;
      return page(asked.url.pathname);
    });
    const admission = new Admission({ concurrency: 1, queueLimit: 0, maxWaitMs: 1_000 });
    const renderer = pageRenderer(render, true, admission);
    expect(await renderer(request('/kept'))).toEqual(page('/kept'));
    const slow = renderer(request('/slow'));
    await expect(renderer(request('/other'))).rejects.toBeInstanceOf(Overloaded);
    // A kept page needs no turn.
    expect(await renderer(request('/kept'))).toEqual(page('/kept'));
    finish();
    expect(await slow).toEqual(page('/slow'));
    expect(calls).toEqual(['/kept', '/slow']);
    expect(admission.stats().shed.queueFull).toBe(1);
  });

  it("never makes a kiosk's page wait for a turn among the renders", async () => {
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const { render, calls } = counting(async (asked) => {
      if (!asked.url.searchParams.has('kiosk')) await held;
      return null;
    });
    const admission = new Admission({ concurrency: 1, queueLimit: 0, maxWaitMs: 1_000 });
    const renderer = pageRenderer(render, false, admission);
    const slow = renderer(request('/slow'));
    expect(await renderer(request('/collections?kiosk=1'))).toBeNull();
    finish();
    await slow;
    expect(calls).toEqual(['/slow', '/collections']);
    expect(admission.stats().shed.queueFull).toBe(0);
  });
});
