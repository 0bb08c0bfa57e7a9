// @vitest-environment jsdom
import type { RouteObject } from 'react-router';
import { installLinkPrefetch, REST_MS } from './link-prefetch.ts';

function link(id: string, href: string, label: string, wrapped = false, target = ''): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.id = id;
  anchor.href = href;
  if (target) anchor.target = target;
  if (wrapped) {
    const inner = document.createElement('span');
    inner.id = 'inner';
    inner.textContent = label;
    anchor.append(inner);
  } else {
    anchor.textContent = label;
  }
  return anchor;
}

function setUp() {
  const loaded: string[] = [];
  const imported: string[] = [];
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        {
          path: 'collections/:collectionId/objects',
          loader: ({ params }) => {
            loaded.push(`objects ${params.collectionId}`);
            return null;
          },
          lazy: async () => {
            imported.push('objects page');
            return {};
          },
        },
        {
          path: 'broken/:id',
          loader: () => {
            throw new Error('server down');
          },
        },
      ],
    },
  ];
  document.body.replaceChildren(
    link('objects', '/collections/42/objects', 'Forty-two', true),
    link('other', '/collections/7/objects', 'Seven'),
    link('here', '/collections/1/objects', 'This page'),
    link('outside', 'https://example.org/collections/7/objects', 'Elsewhere'),
    link('new-tab', '/collections/8/objects', 'New tab', false, '_blank'),
    link('broken', '/broken/1', 'Broken'),
  );
  window.history.replaceState(null, '', '/collections/1/objects');
  const uninstall = installLinkPrefetch(routes);
  return { loaded, imported, uninstall };
}

/** Past the pointer's rest time, with every promise the timers set off settled (fake timers: no waiting). */
const flush = () => vi.advanceTimersByTimeAsync(REST_MS + 20);
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});
const point = (id: string) => document.getElementById(id)!.dispatchEvent(new Event('pointerover', { bubbles: true }));

describe('installLinkPrefetch', () => {
  it('imports the page and runs its loader when a pointer reaches a link (or a child of one), once', async () => {
    const { loaded, imported, uninstall } = setUp();
    point('inner');
    point('objects');
    document.getElementById('objects')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    expect(loaded).toEqual(['objects 42']);
    expect(imported).toEqual(['objects page']);
    uninstall();
  });

  it('ignores a pointer that only passes over a link on its way elsewhere', async () => {
    const { loaded, uninstall } = setUp();
    point('objects');
    document.getElementById('objects')!.dispatchEvent(new MouseEvent('pointerout', { bubbles: true, relatedTarget: document.body }));
    await flush();
    expect(loaded).toEqual([]);
    uninstall();
  });

  it('reacts to keyboard focus and touch as well as pointers', async () => {
    const { loaded, uninstall } = setUp();
    document.getElementById('objects')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await flush();
    expect(loaded).toEqual(['objects 42']);
    uninstall();
  });

  it('leaves alone the current page, other sites, new-tab links, and stays silent when a loader fails', async () => {
    const { loaded, imported, uninstall } = setUp();
    for (const id of ['here', 'outside', 'new-tab', 'broken']) point(id);
    await flush();
    expect(loaded).toEqual([]);
    expect(imported).toEqual([]);
    uninstall();
    point('objects');
    await flush();
    expect(loaded).toEqual([]);
  });
});

describe('installLinkPrefetch: a pointer is intent only once it rests', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const pointer = (type: string, id: string, x: number, y = 10, relatedTarget: Element | null = null) =>
    document.getElementById(id)!.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: x, clientY: y, relatedTarget }));

  it('warms nothing while the pointer keeps moving across a link, then warms it once it rests there', async () => {
    const { loaded, uninstall } = setUp();
    pointer('pointerover', 'objects', 0);
    // A sweep: 60 moves a second, 10 px apart, for well over the rest time.
    for (let step = 1; step <= 30; step += 1) {
      await vi.advanceTimersByTimeAsync(16);
      pointer('pointermove', 'objects', step * 10);
    }
    expect(loaded).toEqual([]);
    // A tremor of a few pixels is still resting.
    pointer('pointermove', 'objects', 303, 12);
    await vi.advanceTimersByTimeAsync(REST_MS + 20);
    expect(loaded).toEqual(['objects 42']);
    uninstall();
  });

  it('drops the pending intent, before any request, when the pointer leaves the link before resting', async () => {
    const { loaded, uninstall } = setUp();
    pointer('pointerover', 'objects', 0);
    await vi.advanceTimersByTimeAsync(REST_MS - 20);
    pointer('pointerout', 'objects', 5, 10, document.body);
    await vi.advanceTimersByTimeAsync(REST_MS * 5);
    expect(loaded).toEqual([]);
    uninstall();
  });

  it('keeps one pending intent: reaching another link replaces the first', async () => {
    const { loaded, imported, uninstall } = setUp();
    pointer('pointerover', 'other', 0);
    await vi.advanceTimersByTimeAsync(REST_MS / 2);
    pointer('pointerover', 'objects', 0);
    await vi.advanceTimersByTimeAsync(REST_MS * 5);
    expect(loaded).toEqual(['objects 42']);
    expect(imported).toEqual(['objects page']);
    uninstall();
  });
});

describe('installLinkPrefetch with a first gesture', () => {
  it('handles the gesture that arrived before its listeners, then listens as usual', async () => {
    const { loaded, uninstall } = setUp();
    uninstall();
    const early = new FocusEvent('focusin', { bubbles: true });
    document.getElementById('objects')!.dispatchEvent(early);
    const later = installLinkPrefetch(
      [
        {
          path: '/',
          children: [
            { path: 'collections/:collectionId/objects', loader: ({ params }) => (loaded.push(`objects ${params.collectionId}`), null) },
          ],
        },
      ],
      early,
    );
    await flush();
    expect(loaded).toEqual(['objects 42']);
    document.getElementById('broken')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    point('outside');
    await flush();
    expect(loaded).toEqual(['objects 42']);
    later();
  });
});
