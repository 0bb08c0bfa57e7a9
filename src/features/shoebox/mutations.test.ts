// @vitest-environment jsdom
/**
 * The shoebox's optimistic remove and empty-all, against a real QueryClient
 * whose cache holds two loaded pages of the list, and a stub API client.
 *
 * The stub replaces the app's client (`api()` in src/lib/clients/service-client.ts) and nothing
 * else, so the real operations module still turns a remove into the
 * service's request: the tests see the method name and the `shoebox_id`
 * that would go over the wire, however `api()` itself is built.
 */
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import type { ApiClient } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { WRITES } from '../../api/operations.ts';
import type { Page } from '../../api/pagination.ts';
import type { ShoeboxItem } from '../../api/types.ts';
import { useEmptyShoebox, useRemoveItem, type Outcome } from './mutations.ts';
import { REMOVE_KEY, SHOEBOX_KEY, shoeboxItemsQuery } from './queries.ts';

const stub = vi.hoisted(() => ({
  write: vi.fn<ApiClient['write']>(),
  /** Counts reads: a mutation has no business reading. */
  read: vi.fn<() => void>(),
}));

vi.mock('../../lib/clients/service-client.ts', () => ({
  api: (): ApiClient => ({
    read: <T>(): Promise<Page<T>> => {
      stub.read();
      return Promise.reject(new Error('The shoebox mutations only write.'));
    },
    write: stub.write,
  }),
}));

type Pages = InfiniteData<Page<ShoeboxItem>, unknown>;

const listKey = shoeboxItemsQuery('ada').queryKey;

const item = (id: string): ShoeboxItem => ({ id, item_id: `10${id.slice(1)}`, type_id: '1' });

function page(ids: string[], nextQuery?: string): Page<ShoeboxItem> {
  return { results: ids.map(item), total: 5, page: null, pages: 2, perPage: 3, cursor: null, nextQuery };
}

/** Two loaded pages: s1 s2 s3 | s4 s5, five items in all. */
function seeded(): Pages {
  return { pages: [page(['s1', 's2', 's3'], 'page=2'), page(['s4', 's5'])], pageParams: [null, 'page=2'] };
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const apiError = (code: number, method: string = WRITES.removeItem) =>
  new ApiError({
    method,
    code,
    message: code === 900 ? 'Shoebox item not found' : 'Failed to remove shoebox item',
    httpStatus: 200,
    verb: 'POST',
  });

let queryClient: QueryClient;
let outcomes: Outcome[];

function wrapper({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client: queryClient }, children);
}

const cached = () => queryClient.getQueryData<Pages>(listKey);
/** What the list shows, page by page. */
const idsByPage = () => cached()?.pages.map((p) => p.results.map((entry) => entry.id));
const totals = () => cached()?.pages.map((p) => p.total);
const onOutcome = (outcome: Outcome) => outcomes.push(outcome);

/** Each remove request waits for the test to answer it. */
function pendingWrites(): Deferred<Record<string, unknown>>[] {
  const answers: Deferred<Record<string, unknown>>[] = [];
  stub.write.mockImplementation(() => {
    const answer = deferred<Record<string, unknown>>();
    answers.push(answer);
    return answer.promise;
  });
  return answers;
}

beforeEach(() => {
  stub.write.mockReset();
  stub.read.mockReset();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  queryClient.setQueryData<Pages>(listKey, seeded());
  outcomes = [];
});

afterEach(() => queryClient.clear());

describe('removing one shoebox item', () => {
  it('takes the item off the list at once, before the server answers, and keeps it off on success', async () => {
    const answers = pendingWrites();
    const { result } = renderHook(() => useRemoveItem(listKey, onOutcome), { wrapper });

    act(() => result.current.mutate(item('s2')));

    await waitFor(() =>
      expect(idsByPage()).toEqual([
        ['s1', 's3'],
        ['s4', 's5'],
      ]),
    );
    expect(totals()).toEqual([4, 4]);
    expect(outcomes).toEqual([]);

    await act(async () => answers[0]!.resolve({ stat: 'ok' }));

    await waitFor(() => expect(outcomes).toEqual([{ kind: 'removed', item: item('s2') }]));
    expect(idsByPage()).toEqual([
      ['s1', 's3'],
      ['s4', 's5'],
    ]);
    expect(totals()).toEqual([4, 4]);
  });

  it('sends exactly one removeItem request carrying the shoebox id (not the saved record id)', async () => {
    stub.write.mockResolvedValue({ stat: 'ok' });
    const { result } = renderHook(() => useRemoveItem(listKey, onOutcome), { wrapper });

    await act(async () => {
      await result.current.mutateAsync(item('s4'));
    });

    expect(stub.write).toHaveBeenCalledTimes(1);
    const [method, params] = stub.write.mock.calls[0]!;
    expect(method).toBe(WRITES.removeItem);
    expect(params).toEqual({ shoebox_id: 's4' });
    expect(stub.read).not.toHaveBeenCalled();
  });

  it('puts the last item of a page back in its place when the server fails (901)', async () => {
    const failure = apiError(901);
    stub.write.mockRejectedValue(failure);
    const { result } = renderHook(() => useRemoveItem(listKey, onOutcome), { wrapper });

    await act(async () => {
      await result.current.mutateAsync(item('s3')).catch(() => undefined);
    });

    expect(idsByPage()).toEqual([
      ['s1', 's2', 's3'],
      ['s4', 's5'],
    ]);
    expect(totals()).toEqual([5, 5]);
    expect(outcomes).toEqual([{ kind: 'remove-failed', item: item('s3'), error: failure }]);
  });

  it('puts an item of page 2 back exactly once, in its place, without copying it onto other pages', async () => {
    const answers = pendingWrites();
    const { result } = renderHook(() => useRemoveItem(listKey, onOutcome), { wrapper });

    act(() => result.current.mutate(item('s4')));
    await waitFor(() => expect(idsByPage()).toEqual([['s1', 's2', 's3'], ['s5']]));

    const failure = new TypeError('Failed to fetch');
    await act(async () => answers[0]!.reject(failure));

    await waitFor(() => expect(outcomes).toEqual([{ kind: 'remove-failed', item: item('s4'), error: failure }]));
    expect(idsByPage()).toEqual([
      ['s1', 's2', 's3'],
      ['s4', 's5'],
    ]);
    expect(
      idsByPage()!
        .flat()
        .filter((id) => id === 's4'),
    ).toHaveLength(1);
    expect(totals()).toEqual([5, 5]);
  });

  it('keeps the item gone when the server says it no longer exists (900): someone else removed it', async () => {
    stub.write.mockRejectedValue(apiError(900));
    const { result } = renderHook(() => useRemoveItem(listKey, onOutcome), { wrapper });

    await act(async () => {
      await result.current.mutateAsync(item('s1')).catch(() => undefined);
    });

    expect(outcomes).toEqual([{ kind: 'already-gone', item: item('s1') }]);
    expect(idsByPage()).toEqual([
      ['s2', 's3'],
      ['s4', 's5'],
    ]);
    expect(totals()).toEqual([4, 4]);
  });

  it('treats code 900 of another kind of failure as a failure and puts the item back', async () => {
    // Only an ApiError's 900 means "not found"; a plain error that happens to carry the number does not.
    const lookalike = Object.assign(new Error('Shoebox item not found'), { code: 900 });
    stub.write.mockRejectedValue(lookalike);
    const { result } = renderHook(() => useRemoveItem(listKey, onOutcome), { wrapper });

    await act(async () => {
      await result.current.mutateAsync(item('s1')).catch(() => undefined);
    });

    expect(outcomes).toEqual([{ kind: 'remove-failed', item: item('s1'), error: lookalike }]);
    expect(idsByPage()).toEqual([
      ['s1', 's2', 's3'],
      ['s4', 's5'],
    ]);
  });

  it('refetches the list only when the last of several quick removals settles', async () => {
    const answers = pendingWrites();
    const first = renderHook(() => useRemoveItem(listKey, onOutcome), { wrapper });
    const second = renderHook(() => useRemoveItem(listKey, onOutcome), { wrapper });

    act(() => first.result.current.mutate(item('s1')));
    act(() => second.result.current.mutate(item('s5')));
    await waitFor(() => expect(idsByPage()).toEqual([['s2', 's3'], ['s4']]));

    await act(async () => answers[0]!.resolve({ stat: 'ok' }));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    // A refetch now could bring s5 back while its removal is still pending.
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false);

    await act(async () => answers[1]!.resolve({ stat: 'ok' }));
    await waitFor(() => expect(outcomes).toHaveLength(2));
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(idsByPage()).toEqual([['s2', 's3'], ['s4']]);
  });

  it('restores a failed removal without undoing another one still pending', async () => {
    const answers = pendingWrites();
    const first = renderHook(() => useRemoveItem(listKey, onOutcome), { wrapper });
    const second = renderHook(() => useRemoveItem(listKey, onOutcome), { wrapper });

    act(() => first.result.current.mutate(item('s2')));
    act(() => second.result.current.mutate(item('s3')));
    await waitFor(() => expect(idsByPage()).toEqual([['s1'], ['s4', 's5']]));

    await act(async () => answers[0]!.reject(apiError(901)));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(idsByPage()).toEqual([
      ['s1', 's2'],
      ['s4', 's5'],
    ]);
    expect(totals()).toEqual([4, 4]);
  });

  it('cancels a list fetch in flight, so its stale answer cannot bring the item back', async () => {
    const stale = deferred<Page<ShoeboxItem>>();
    const fetching = queryClient
      .fetchInfiniteQuery({ ...shoeboxItemsQuery('ada'), queryFn: () => stale.promise, staleTime: 0 })
      .catch(() => undefined);
    stub.write.mockResolvedValue({ stat: 'ok' });
    const { result } = renderHook(() => useRemoveItem(listKey, onOutcome), { wrapper });

    await act(async () => {
      await result.current.mutateAsync(item('s2'));
    });
    await act(async () => {
      stale.resolve(page(['s1', 's2', 's3'], 'page=2'));
      await fetching;
    });

    expect(idsByPage()!.flat()).not.toContain('s2');
  });

  it('still sends the request when the list is not loaded, and reports a failure without touching the cache', async () => {
    queryClient.removeQueries({ queryKey: listKey });
    const failure = apiError(901);
    stub.write.mockRejectedValue(failure);
    const { result } = renderHook(() => useRemoveItem(listKey, onOutcome), { wrapper });

    await act(async () => {
      await result.current.mutateAsync(item('s2')).catch(() => undefined);
    });

    expect(stub.write).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([{ kind: 'remove-failed', item: item('s2'), error: failure }]);
    expect(cached()).toBeUndefined();
  });

  it('does not bring back a list that was dropped (sign-out) while the removal was pending', async () => {
    const answers = pendingWrites();
    const { result } = renderHook(() => useRemoveItem(listKey, onOutcome), { wrapper });
    act(() => result.current.mutate(item('s2')));
    await waitFor(() =>
      expect(idsByPage()).toEqual([
        ['s1', 's3'],
        ['s4', 's5'],
      ]),
    );

    queryClient.removeQueries({ queryKey: ['user'] });
    const failure = apiError(901);
    await act(async () => answers[0]!.reject(failure));

    await waitFor(() => expect(outcomes).toEqual([{ kind: 'remove-failed', item: item('s2'), error: failure }]));
    expect(cached()).toBeUndefined();
  });

  it('does not add back an item that was not on the loaded pages when its removal fails', async () => {
    const failure = apiError(901);
    stub.write.mockRejectedValue(failure);
    const { result } = renderHook(() => useRemoveItem(listKey, onOutcome), { wrapper });

    await act(async () => {
      await result.current.mutateAsync(item('s9')).catch(() => undefined);
    });

    expect(outcomes).toEqual([{ kind: 'remove-failed', item: item('s9'), error: failure }]);
    expect(cached()).toEqual(seeded());
  });
});

describe('emptying the shoebox', () => {
  it('shows an empty list at once and keeps it empty when the server agrees', async () => {
    const answers = pendingWrites();
    const { result } = renderHook(() => useEmptyShoebox(listKey, onOutcome), { wrapper });

    act(() => result.current.mutate());

    await waitFor(() => expect(idsByPage()).toEqual([[]]));
    expect(totals()).toEqual([0]);
    // It is user data (a sign-out finds it) but not a removal, so it never holds back a removal's refetch.
    expect(queryClient.isMutating({ mutationKey: SHOEBOX_KEY })).toBe(1);
    expect(queryClient.isMutating({ mutationKey: REMOVE_KEY })).toBe(0);
    expect(cached()?.pages[0]?.nextQuery).toBeUndefined();
    expect(outcomes).toEqual([]);

    await act(async () => answers[0]!.resolve({ stat: 'ok' }));

    await waitFor(() => expect(outcomes).toEqual([{ kind: 'emptied' }]));
    expect(idsByPage()).toEqual([[]]);
    expect(stub.write).toHaveBeenCalledTimes(1);
    expect(stub.write.mock.calls[0]!.slice(0, 2)).toEqual([WRITES.emptyShoebox, {}]);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('brings every item back, on every page, when emptying fails', async () => {
    const answers = pendingWrites();
    const { result } = renderHook(() => useEmptyShoebox(listKey, onOutcome), { wrapper });

    act(() => result.current.mutate());
    await waitFor(() => expect(idsByPage()).toEqual([[]]));

    const failure = apiError(512, WRITES.emptyShoebox);
    await act(async () => answers[0]!.reject(failure));

    await waitFor(() => expect(outcomes).toEqual([{ kind: 'empty-failed', error: failure }]));
    expect(cached()).toEqual(seeded());
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('does not bring back a list that was dropped (the session ended) while emptying was pending', async () => {
    const answers = pendingWrites();
    const { result } = renderHook(() => useEmptyShoebox(listKey, onOutcome), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(idsByPage()).toEqual([[]]));

    queryClient.removeQueries({ queryKey: ['user'] });
    const failure = apiError(491, WRITES.emptyShoebox);
    await act(async () => answers[0]!.reject(failure));

    await waitFor(() => expect(outcomes).toEqual([{ kind: 'empty-failed', error: failure }]));
    expect(cached()).toBeUndefined();
  });

  it('reports a failure even when no list was loaded', async () => {
    queryClient.removeQueries({ queryKey: listKey });
    const failure = new TypeError('Failed to fetch');
    stub.write.mockRejectedValue(failure);
    const { result } = renderHook(() => useEmptyShoebox(listKey, onOutcome), { wrapper });

    await act(async () => {
      await result.current.mutateAsync().catch(() => undefined);
    });

    expect(outcomes).toEqual([{ kind: 'empty-failed', error: failure }]);
    expect(cached()).toBeUndefined();
  });
});

describe('the shoebox changes leave the rest of the app alone', () => {
  const otherKey = ['collections', 'collectionObjects', { collectionId: '1', perPage: 100 }] as const;

  it('a removal neither cancels nor refetches another page’s list (a collection still loading keeps loading)', async () => {
    const answers = pendingWrites();
    const otherList = deferred<string>();
    const otherFetches = vi.fn(() => otherList.promise);
    void queryClient.fetchQuery({ queryKey: otherKey, queryFn: otherFetches });
    const { result } = renderHook(() => useRemoveItem(listKey, onOutcome), { wrapper });

    act(() => result.current.mutate(item('s2')));
    await waitFor(() => expect(stub.write).toHaveBeenCalledTimes(1));
    expect(queryClient.getQueryState(otherKey)?.fetchStatus).toBe('fetching');

    await act(async () => otherList.resolve('loaded'));
    await waitFor(() => expect(queryClient.getQueryData(otherKey)).toBe('loaded'));
    await act(async () => answers[0]!.resolve({ stat: 'ok' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryState(otherKey)?.isInvalidated).toBe(false);
    expect(otherFetches).toHaveBeenCalledTimes(1);
  });

  it('emptying the shoebox neither cancels nor refetches another page’s list', async () => {
    const answers = pendingWrites();
    const otherList = deferred<string>();
    void queryClient.fetchQuery({ queryKey: otherKey, queryFn: () => otherList.promise });
    const { result } = renderHook(() => useEmptyShoebox(listKey, onOutcome), { wrapper });

    act(() => result.current.mutate());
    await waitFor(() => expect(stub.write).toHaveBeenCalledTimes(1));
    expect(queryClient.getQueryState(otherKey)?.fetchStatus).toBe('fetching');
    await act(async () => otherList.resolve('loaded'));
    await waitFor(() => expect(queryClient.getQueryData(otherKey)).toBe('loaded'));
    await act(async () => answers[0]!.resolve({ stat: 'ok' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryState(otherKey)?.isInvalidated).toBe(false);
  });
});
