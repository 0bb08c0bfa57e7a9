import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../api/errors.ts';
import { emptyShoebox, removeShoeboxItem } from '../../api/operations.ts';
import type { ShoeboxItem } from '../../api/types.ts';
import { emptyPages, removeFromPages, restoreToPages, type RemovedItem, type ShoeboxPages } from './cache.ts';
import { REMOVE_KEY, SHOEBOX_KEY } from './queries.ts';
import { api } from '../../lib/clients/service-client.ts';
import { markReadOnly } from '../../lib/session/signed-in-user.ts';

/** A refusal for want of permission (490) teaches the session that its token only reads. */
function noteRefusal(error: unknown): void {
  if (error instanceof ApiError && error.code === 490) markReadOnly();
}

export type Outcome =
  | { kind: 'removed'; item: ShoeboxItem }
  | { kind: 'already-gone'; item: ShoeboxItem }
  | { kind: 'remove-failed'; item: ShoeboxItem; error: unknown }
  | { kind: 'emptied' }
  | { kind: 'empty-failed'; error: unknown };

const sameItem = (a: ShoeboxItem, b: ShoeboxItem) => a.id === b.id;

/**
 * Remove one item: it leaves every loaded page at once; a failure puts it
 * back where it was; "not found" (900) means someone else removed it, so it
 * stays gone. The list is refetched only when the last of several quick
 * removals settles, so an early refetch cannot resurrect a pending one.
 */
export function useRemoveItem(listKey: QueryKey, onOutcome: (outcome: Outcome) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: REMOVE_KEY,
    mutationFn: (item: ShoeboxItem) => removeShoeboxItem(api(), { shoeboxId: item.id }),
    onMutate: async (item): Promise<{ removed: RemovedItem<ShoeboxItem> | null }> => {
      await queryClient.cancelQueries({ queryKey: listKey });
      let removed: RemovedItem<ShoeboxItem> | null = null;
      queryClient.setQueryData<ShoeboxPages<ShoeboxItem>>(listKey, (data) => {
        if (!data) return data;
        const result = removeFromPages(data, (candidate) => candidate.id === item.id);
        removed = result.removed;
        return result.data;
      });
      return { removed };
    },
    onSuccess: (_result, item) => onOutcome({ kind: 'removed', item }),
    onError: (error, item, context) => {
      if (error instanceof ApiError && error.code === 900) {
        onOutcome({ kind: 'already-gone', item });
        return;
      }
      const removed = context?.removed;
      if (removed) {
        queryClient.setQueryData<ShoeboxPages<ShoeboxItem>>(listKey, (data) => (data ? restoreToPages(data, removed, sameItem) : data));
      }
      onOutcome({ kind: 'remove-failed', item, error });
      noteRefusal(error);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: REMOVE_KEY }) === 1) {
        void queryClient.invalidateQueries({ queryKey: listKey });
      }
    },
  });
}

/** Empty all: the list shows empty at once; on failure every item comes back. */
export function useEmptyShoebox(listKey: QueryKey, onOutcome: (outcome: Outcome) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...SHOEBOX_KEY, 'empty'],
    mutationFn: () => emptyShoebox(api()),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const snapshot = queryClient.getQueryData<ShoeboxPages<ShoeboxItem>>(listKey);
      if (snapshot) queryClient.setQueryData(listKey, emptyPages(snapshot));
      return { snapshot };
    },
    onSuccess: () => onOutcome({ kind: 'emptied' }),
    onError: (error, _variables, context) => {
      // Only into a list still cached: if the session ended meanwhile (sign-out, a token the server
      // refused), its items must not come back into memory.
      if (context?.snapshot && queryClient.getQueryState(listKey)) queryClient.setQueryData(listKey, context.snapshot);
      onOutcome({ kind: 'empty-failed', error });
      noteRefusal(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
