import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/errors.ts';
import { installServices } from '../config/services.ts';
import { warmList } from './warm-list.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';

const config = {} as RuntimeConfig;

function listOptions(queryFn: () => Promise<string[]>) {
  return {
    queryKey: ['warm-list-test', Math.random()],
    queryFn,
    initialPageParam: 1,
    getNextPageParam: () => undefined,
    staleTime: 60_000,
  };
}

describe('warmList', () => {
  beforeEach(() => installServices({ config, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) }));

  it("hands the list to onData in a task after the loader's, so its work is not part of the answer's task", async () => {
    vi.useFakeTimers();
    try {
      const onData = vi.fn();
      const values = await warmList(
        listOptions(async () => ['a', 'b']),
        { id: '1' },
        { onData },
      );
      expect(values).toEqual({ id: '1' });
      expect(onData).not.toHaveBeenCalled();
      vi.runOnlyPendingTimers();
      expect(onData).toHaveBeenCalledOnce();
      expect(onData.mock.calls[0]?.[0].pages).toEqual([['a', 'b']]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('calls no onData for a list that failed, and still hands the page its values', async () => {
    vi.useFakeTimers();
    try {
      const onData = vi.fn();
      const failing = listOptions(() =>
        Promise.reject(new ApiError({ method: 'm', code: 1, message: 'no', httpStatus: 404, verb: 'GET' })),
      );
      await expect(warmList(failing, { id: '2' }, { onData })).resolves.toEqual({ id: '2' });
      vi.runAllTimers();
      expect(onData).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
