import type { LoaderFunctionArgs } from 'react-router';
import { lazyLoader, preloadRouteCode } from './lazy-loader.ts';

const args = (id: string) => ({ params: { id }, request: new Request(`http://hangar.test/things/${id}`) }) as unknown as LoaderFunctionArgs;

describe('lazyLoader', () => {
  it('imports the loader module only when the route first loads, then runs the named loader with the route arguments', async () => {
    const seen: string[] = [];
    const load = vi.fn(async () => ({
      thingLoader: ({ params }: LoaderFunctionArgs) => {
        seen.push(params.id!);
        return `thing ${params.id}`;
      },
    }));
    const loader = lazyLoader(load, 'thingLoader');
    expect(load).not.toHaveBeenCalled();
    await expect(loader(args('42'))).resolves.toBe('thing 42');
    // Now the code is in: the loader answers at once.
    expect(loader(args('9223372036854775807'))).toBe('thing 9223372036854775807');
    expect(seen).toEqual(['42', '9223372036854775807']);
  });

  it('passes on what the loader throws (a 404 Response stays a 404) and a failed download', async () => {
    const notFound = new Response('Not Found', { status: 404 });
    const throwing = lazyLoader(
      async () => ({
        thingLoader: () => {
          throw notFound;
        },
      }),
      'thingLoader',
    );
    await expect(throwing(args('1'))).rejects.toBe(notFound);
    const offline = lazyLoader(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 'thingLoader');
    await expect(offline(args('1'))).rejects.toThrow(TypeError);
  });
});

describe('lazyLoader once its code is in', () => {
  it('runs the loader in the same turn, so the router sends its request before anything else takes the main thread', async () => {
    const seen: string[] = [];
    const loader = lazyLoader(
      async () => ({
        thingLoader: ({ params }: LoaderFunctionArgs) => {
          seen.push(params.id!);
          return `thing ${params.id}`;
        },
      }),
      'thingLoader',
    );
    await loader.preload();
    expect(loader(args('7'))).toBe('thing 7');
    expect(seen).toEqual(['7']);
  });
});

describe('preloadRouteCode', () => {
  it('starts every matched lazy route module and loader, and settles once the loader code is in, even when a download fails', async () => {
    const lazy = vi.fn(() => Promise.reject(new TypeError('offline')));
    const load = vi.fn(async () => ({ thingLoader: () => 'thing' }));
    const loader = lazyLoader(load, 'thingLoader');
    await preloadRouteCode([{ route: { lazy } }, { route: { loader, lazy: vi.fn(async () => ({})) } }, { route: {} }]);
    expect(lazy).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loader(args('1'))).toBe('thing');
  });
});
