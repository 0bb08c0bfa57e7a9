import type { RouteObject } from 'react-router';
import { installLinkPrefetch } from './link-prefetch.ts';

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
  document.body.innerHTML = `
    <a id="objects" href="/collections/42/objects"><span id="inner">Forty-two</span></a>
    <a id="here" href="/collections/1/objects">This page</a>
    <a id="outside" href="https://example.org/collections/7/objects">Elsewhere</a>
    <a id="new-tab" href="/collections/8/objects" target="_blank">New tab</a>
    <a id="broken" href="/broken/1">Broken</a>`;
  const uninstall = installLinkPrefetch(routes, document, { currentPath: () => '/collections/1/objects' });
  return { loaded, imported, uninstall };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
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
