// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import type { AnyRecord } from '../records/fields.ts';
import { listQuery } from './list-query.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import { installServices } from '../config/services.ts';

const config: RuntimeConfig = {
  apiBaseUrl: 'https://museum.test',
  accessToken: 'read-token',
  directory: { collections: [], terminals: [], buildings: [], boardingAreas: [] },
  hashtags: [],
  kiosk: { enabled: false, idleSeconds: 120, warningSeconds: 20 },
  demoUsers: [],
};

describe('listQuery', () => {
  it('keys the list by its root, its name and every parameter it sends', () => {
    const options = listQuery(
      'collections',
      'categoryObjects',
      { categoryId: '9007199254740993', withImages: true, perPage: 100 },
      { staleTime: 5 },
    );
    expect(options.queryKey).toEqual([
      'collections',
      'categoryObjects',
      { categoryId: '9007199254740993', withImages: true, perPage: 100 },
    ]);
    expect(options.staleTime).toBe(5);
    expect(listQuery(['user', 'shoebox', 'ann'], 'listItems', { perPage: 100 }, { staleTime: 5 }).queryKey).toEqual([
      'user',
      'shoebox',
      'ann',
      'listItems',
      { perPage: 100 },
    ]);
  });

  it('fetches pages through the app client, following next_query, with records typed', async () => {
    const requests: URL[] = [];
    // Raw text: an id beyond 2^53 must arrive with every digit.
    const pages = [
      '{"stat":"ok","results":[{"wof:id":9007199254740993}],"next_query":"method=museum.collection.collections.getObjects&collection_id=7&page=2"}',
      '{"stat":"ok","results":[{"wof:id":2}],"next_query":null}',
    ];
    const queryClient = new QueryClient();
    installServices({
      config,
      queryClient,
      fetch: async (input) => {
        requests.push(new URL(String(input)));
        return new Response(pages[requests.length - 1]);
      },
    });
    const options = listQuery('collections', 'collectionObjects', { collectionId: '7', perPage: 1 }, { staleTime: 0 });
    const data = await queryClient.fetchInfiniteQuery({ ...options, pages: 2 });
    expectTypeOf(data.pages[0]!.results[0]!).toEqualTypeOf<AnyRecord>();
    expect(data.pages.flatMap((page) => page.results.map((record) => record['wof:id']))).toEqual(['9007199254740993', '2']);
    expect(data.pageParams).toEqual([null, 'method=museum.collection.collections.getObjects&collection_id=7&page=2']);
    expect(requests[0]!.searchParams.get('collection_id')).toBe('7');
    expect(requests[0]!.searchParams.get('per_page')).toBe('1');
    expect(requests[1]!.searchParams.get('page')).toBe('2');
    expect(queryClient.getQueryData(options.queryKey)?.pages).toHaveLength(2);
  });
});
