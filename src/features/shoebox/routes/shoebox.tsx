import { useState } from 'react';
import { useInfiniteQuery, useMutationState } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '../../../api/errors.ts';
import type { ShoeboxItem } from '../../../api/types.ts';
import { formatCount } from '../../../lib/format.shell.ts';
import { en } from '../../../lib/messages/en.shell.ts';
import { shoeboxText } from '../messages.ts';
import { describeError } from '../../../lib/messages/errors.data.ts';
import { useSignedInUser } from '../../../lib/session.shell.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { ErrorPanel } from '../../../ui/ErrorPanel.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { VirtualList, type ListLayout } from '../../../ui/VirtualList.tsx';
import { totalOf } from '../cache.ts';
import { describeItem } from '../item-view.ts';
import { useEmptyShoebox, useRemoveItem, type Outcome } from '../mutations.ts';
import { REMOVE_KEY, shoeboxItemsQuery } from '../queries.data.ts';
import '../shoebox.css';
import { paths } from '../../../lib/paths.shell.ts';

/**
 * A row holds the 64 px thumbnail, or the remove button (a touch target, 3.5rem on kiosks), or
 * two lines of text, whichever is tallest, plus 1rem of padding, its border and the 8 px gap.
 */
const SHOEBOX_ROWS: ListLayout = { kind: 'rows', rowHeight: { rem: 4.5, px: 18 } };

function outcomeMessage(outcome: Outcome): { text: string; tone: 'ok' | 'error' } {
  switch (outcome.kind) {
    case 'removed':
      return { text: shoeboxText.removed(describeItem(outcome.item).title), tone: 'ok' };
    case 'already-gone':
      return { text: shoeboxText.alreadyGone(describeItem(outcome.item).title), tone: 'ok' };
    case 'remove-failed': {
      const described = describeError(outcome.error);
      return {
        text:
          described.kind === 'auth'
            ? `${described.title}. ${described.detail}`
            : shoeboxText.removeFailed(describeItem(outcome.item).title),
        tone: 'error',
      };
    }
    case 'emptied':
      return { text: shoeboxText.emptied, tone: 'ok' };
    case 'empty-failed': {
      const described = describeError(outcome.error);
      return {
        text: described.kind === 'auth' ? `${described.title}. ${shoeboxText.emptyFailed}` : shoeboxText.emptyFailed,
        tone: 'error',
      };
    }
  }
}

function ShoeboxRow({ item, pending, onRemove }: { item: ShoeboxItem; pending: boolean; onRemove: () => void }) {
  const view = describeItem(item);
  return (
    <div className="shoebox-row">
      <span className="shoebox-row__thumb" aria-hidden="true">
        {view.image ? (
          <img src={view.image.src} alt="" width={view.image.width} height={view.image.height} loading="lazy" decoding="async" />
        ) : (
          <span>{view.type.charAt(0)}</span>
        )}
      </span>
      <span className="shoebox-row__text">
        {view.href ? (
          <Link to={view.href} className="shoebox-row__title">
            {view.title}
          </Link>
        ) : (
          <span className="shoebox-row__title">{view.title}</span>
        )}
        <span className="shoebox-row__meta">{[view.type, view.added].filter(Boolean).join(' · ')}</span>
      </span>
      <button
        type="button"
        className="button button--quiet shoebox-row__remove"
        onClick={onRemove}
        disabled={pending}
        aria-label={shoeboxText.remove(view.title)}
      >
        {pending ? shoeboxText.removing : shoeboxText.removeShort}
      </button>
    </div>
  );
}

function SignedOut() {
  return (
    <>
      <PageHeader title={shoeboxText.signedOutTitle} crumbs={[]} />
      <p>{shoeboxText.signedOutBody}</p>
      <p>
        <Link to={paths.signIn.href()} state={{ from: paths.shoebox.href() }} className="button">
          {en.app.signIn}
        </Link>
      </p>
    </>
  );
}

function Shoebox({ userName }: { userName: string }) {
  const options = shoeboxItemsQuery(userName);
  const query = useInfiniteQuery(options);
  const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const report = (outcome: Outcome) => setMessage(outcomeMessage(outcome));
  const remove = useRemoveItem(options.queryKey, report);
  const empty = useEmptyShoebox(options.queryKey, report);
  const pendingIds = useMutationState({
    filters: { mutationKey: REMOVE_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as ShoeboxItem | undefined)?.id,
  });
  const total = totalOf(query.data);
  const listingUnavailable = query.error instanceof ApiError && query.error.code === 499;

  return (
    <>
      <PageHeader title={shoeboxText.title} crumbs={[]}>
        <p className="lede">{shoeboxText.intro}</p>
      </PageHeader>
      <div className="toolbar">
        <button
          type="button"
          className="button button--danger"
          onClick={() => setConfirming(true)}
          disabled={empty.isPending || (total === 0 && !listingUnavailable)}
        >
          {shoeboxText.emptyAll}
        </button>
      </div>
      <div className={`shoebox-message${message ? ` shoebox-message--${message.tone}` : ''}`} role="status" aria-live="polite">
        {message && (
          <>
            <span>{message.text}</span>
            <button type="button" className="button button--quiet" onClick={() => setMessage(null)}>
              {shoeboxText.dismiss}
            </button>
          </>
        )}
      </div>
      {listingUnavailable ? (
        <p className="notice">{shoeboxText.listingUnavailable}</p>
      ) : query.isError && !query.data ? (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <VirtualList
          query={query}
          label={shoeboxText.listLabel}
          layout={SHOEBOX_ROWS}
          getKey={(item) => item.id}
          emptyMessage={shoeboxText.empty}
          renderItem={(item) => <ShoeboxRow item={item} pending={pendingIds.includes(item.id)} onRemove={() => remove.mutate(item)} />}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={shoeboxText.emptyConfirmTitle}
        confirmLabel={total ? shoeboxText.emptyConfirm(formatCount(total)) : shoeboxText.emptyConfirmUnknown}
        cancelLabel={shoeboxText.cancel}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          empty.mutate();
        }}
      >
        <p>{shoeboxText.emptyConfirmBody}</p>
      </ConfirmDialog>
    </>
  );
}

export function Component() {
  const user = useSignedInUser();
  if (!user) return <SignedOut />;
  // Keyed by user: switching accounts starts from a clean page state.
  return <Shoebox key={user.name} userName={user.name} />;
}
