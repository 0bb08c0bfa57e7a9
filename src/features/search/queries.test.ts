// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from '../../api/retry.ts';
import type { RuntimeConfig } from '../../lib/config/runtime-config.ts';
import { installServices } from '../../lib/config/services.ts';
import { NO_FILTERS } from './filters.ts';
import { searchQuery } from './queries.ts';

const answer = (page: number, pages: number) =>
  JSON.stringify({ stat: 'ok', q: 'cap', results: [], total: 41, page, pages, per_page: 20, facets: {}, suggestions: [] });

describe('searchQuery', () => {
  it('asks the page origin’s /api/search, retries a 5xx with backoff by the app’s policy, and pages while page < pages', async () => {
    const calls: string[] = [];
    const delays: number[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      calls.push(String(input));
      if (calls.length < 3) return new Response('{"stat":"error","error":{"code":450,"message":"busy"}}', { status: 500 });
      return new Response(answer(calls.length === 3 ? 1 : 2, 2), { status: 200 });
    };
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: shouldRetry, retryDelay: (attempt) => (delays.push(attempt), 1) } },
    });
    installServices({ config: { search: true } as RuntimeConfig, queryClient, fetch });
    const options = searchQuery({ ...NO_FILTERS, q: 'cap', kinds: ['object'] });
    const data = await queryClient.fetchInfiniteQuery(options);
    expect(calls).toHaveLength(3);
    expect(delays).toEqual([0, 1]);
    expect(calls[2]).toBe(`${location.origin}/api/search?q=cap&kind=object&per_page=20&page=1`);
    expect(options.getNextPageParam(data.pages[0]!, data.pages, 1, data.pageParams)).toBe(2);
    expect(options.getNextPageParam({ ...data.pages[0]!, page: 2 }, data.pages, 2, data.pageParams)).toBeUndefined();
  });

  it('does not retry "no catalogue yet"', async () => {
    let calls = 0;
    const fetch = async () => {
      calls += 1;
      return new Response('{"stat":"error","error":{"code":503,"message":"none"}}', { status: 503, headers: { 'Retry-After': '60' } });
    };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, retryDelay: 1 } } });
    installServices({ config: {} as RuntimeConfig, queryClient, fetch });
    await expect(queryClient.fetchInfiniteQuery(searchQuery(NO_FILTERS))).rejects.toMatchObject({ name: 'ApiError', httpStatus: 503 });
    expect(calls).toBe(1);
  });
});
