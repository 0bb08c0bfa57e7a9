import { useEffect, useRef, useState } from 'react';
import { useInfiniteQuery, useMutationState } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../../api/errors.ts';
import type { ShoeboxItem } from '../../../api/types.ts';
import { shellText } from '../../../lib/messages/shell-text.ts';
import { shoeboxText } from '../messages.ts';
import { describeError, errorSentence } from '../../../lib/messages/errors.ts';
import { getSignedInUser, useSignedInUser } from '../../../lib/session/signed-in-user.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { ErrorPanel } from '../../../ui/ErrorPanel.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { VirtualList, type ListLayout } from '../../../ui/VirtualList.tsx';
import { totalOf } from '../cache.ts';
import { describeItem } from '../item-view.ts';
import { useEmptyShoebox, useRemoveItem, type Outcome } from '../mutations.ts';
import { describeRun, recordRemoval, startRemoval, type RemovalRun, type StatusMessage } from '../removal-report.ts';
import { REMOVE_KEY, shoeboxItemsQuery } from '../queries.ts';
import { isKioskMode } from '../../../lib/session/kiosk-mode.ts';
// The one crossing left between features (issue #48): on a kiosk the shoebox hands over to the visitor's phone, a kiosk page.
// eslint-disable-next-line no-restricted-imports
import { phoneHead, ShoeboxOnYourPhone } from '../../kiosk/ShoeboxOnYourPhone.tsx';
import { heading } from '../../../lib/head/route-head.ts';
import '../shoebox.css';
import { paths, signInState } from '../../../lib/addresses/paths.ts';

/**
 * A row holds the 64 px thumbnail, the title (wrapping: a post's text can be long) and the remove
 * button, which takes a line of its own on a narrow phone: measured rows, estimated at the one-line
 * case (the thumbnail's 64 px or the kiosk's 3.5rem button, plus padding, border and gap).
 */
const SHOEBOX_ROWS: ListLayout = { kind: 'measured', estimatedHeight: { rem: 4.5, px: 18 } };

type EmptyOutcome = Extract<Outcome, { kind: 'emptied' | 'empty-failed' }>;

/**
 * What the status line reports: a run of removals or an emptying. Its words are made at render
 * (statusMessage), in the language active then, not when the answer arrived.
 */
type Report = { kind: 'removals'; run: RemovalRun } | { kind: 'emptying'; outcome: EmptyOutcome };

/** What the shoebox says after emptying; removals are summarised by removal-report.ts. */
function emptyOutcomeMessage(outcome: EmptyOutcome): StatusMessage {
  if (outcome.kind === 'emptied') return { text: shoeboxText.emptied, tone: 'ok' };
  const described = describeError(outcome.error);
  return {
    text: described.kind === 'auth' ? errorSentence({ title: described.title, detail: shoeboxText.emptyFailed }) : shoeboxText.emptyFailed,
    tone: 'error',
  };
}

/** The focused control was taken away (its row removed, or disabled while its action runs). */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || (active instanceof HTMLButtonElement && active.disabled);
}

/**
 * Where focus goes when a removal or emptying took the focused control away,
 * in order: the Remove button of the items named (the next one, the previous
 * one, the item itself if it came back), the empty list's message, and once
 * nothing is pending any more, the Empty button or the page heading.
 */
function focusTarget(area: HTMLElement, itemIds: string[], settled: boolean, emptyButton: HTMLButtonElement | null): HTMLElement | null {
  const rows = Array.from(area.querySelectorAll<HTMLElement>('[data-key]'));
  for (const itemId of itemIds) {
    const button = rows.find((row) => row.dataset.key === itemId)?.querySelector<HTMLButtonElement>('.shoebox-row__remove');
    if (button && !button.disabled) return button;
  }
  const emptyMessage = area.querySelector<HTMLElement>('.vlist__empty');
  if (emptyMessage) return emptyMessage;
  if (!settled) return null;
  if (emptyButton && !emptyButton.disabled) return emptyButton;
  return document.querySelector<HTMLElement>('main h1');
}

/** `onRemove` absent: a read-only session, whose row offers no removal. */
function ShoeboxRow({ item, pending, onRemove }: { item: ShoeboxItem; pending: boolean; onRemove: (() => void) | undefined }) {
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
          <Link to={view.href} className="shoebox-row__title" dir="auto">
            {view.title}
          </Link>
        ) : (
          <span className="shoebox-row__title" dir="auto">
            {view.title}
          </span>
        )}
        <span className="shoebox-row__meta">{[view.type, view.added].filter(Boolean).join(' · ')}</span>
      </span>
      {onRemove && (
        <button
          type="button"
          className="button button--quiet shoebox-row__remove"
          onClick={onRemove}
          disabled={pending}
          aria-label={shoeboxText.remove(view.title)}
        >
          {pending ? shoeboxText.removing : shoeboxText.removeShort}
        </button>
      )}
    </div>
  );
}

function SignedOut() {
  const location = useLocation();
  return (
    <>
      <PageHeader title={shoeboxText.signedOutTitle} crumbs={[]} />
      <p>{shoeboxText.signedOutBody}</p>
      <p>
        <Link to={paths.signIn.href()} state={signInState(location)} className="button">
          {shellText.app.signIn}
        </Link>
      </p>
    </>
  );
}

/** `readOnly`: the service refused a change with this token for want of permission (session/signed-in-user.ts markReadOnly). */
function Shoebox({ userName, readOnly }: { userName: string; readOnly: boolean }) {
  const options = shoeboxItemsQuery(userName);
  const query = useInfiniteQuery(options);
  const [report, setReport] = useState<Report | null>(null);
  const message = report && (report.kind === 'removals' ? describeRun(report.run) : emptyOutcomeMessage(report.outcome));
  const [confirming, setConfirming] = useState(false);
  /** The removals being reported together (removal-report.ts); null once the message is dismissed or replaced. */
  const run = useRef<RemovalRun | null>(null);
  const listArea = useRef<HTMLDivElement>(null);
  const emptyButton = useRef<HTMLButtonElement>(null);
  /** Set while a removal or emptying may take the focused control away: the items whose Remove button should get focus. */
  const focusAfter = useRef<string[] | null>(null);
  const onOutcome = (outcome: Outcome) => {
    if (outcome.kind === 'emptied' || outcome.kind === 'empty-failed') {
      run.current = null;
      setReport({ kind: 'emptying', outcome });
      return;
    }
    run.current = recordRemoval(run.current, outcome);
    setReport({ kind: 'removals', run: run.current });
  };
  const remove = useRemoveItem(options.queryKey, onOutcome);
  const empty = useEmptyShoebox(options.queryKey, onOutcome);
  const pendingIds = useMutationState({
    filters: { mutationKey: REMOVE_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as ShoeboxItem | undefined)?.id,
  });
  const total = totalOf(query.data);
  const listingUnavailable = query.error instanceof ApiError && query.error.code === 499;
  const settled = pendingIds.length === 0 && !empty.isPending;

  // After every render while an action runs: focus never falls to <body> when its control goes.
  useEffect(() => {
    const itemIds = focusAfter.current;
    if (!itemIds || !listArea.current) return;
    if (focusIsLost()) focusTarget(listArea.current, itemIds, settled, emptyButton.current)?.focus();
    if (settled) focusAfter.current = null;
  });

  const removeAt = (item: ShoeboxItem, index: number) => {
    const loaded = query.data?.pages.flatMap((page) => page.results) ?? [];
    focusAfter.current = [loaded[index + 1], loaded[index - 1], item].flatMap((candidate) => (candidate ? [candidate.id] : []));
    run.current = startRemoval(run.current);
    remove.mutate(item);
  };

  return (
    <>
      <PageHeader title={shoeboxText.title} crumbs={[]}>
        <p className="lede">{shoeboxText.intro}</p>
      </PageHeader>
      <div className="toolbar">
        {readOnly ? (
          <p className="notice">{shoeboxText.readOnlySession}</p>
        ) : (
          <button
            ref={emptyButton}
            type="button"
            className="button button--danger"
            onClick={() => setConfirming(true)}
            disabled={empty.isPending || (total === 0 && !listingUnavailable)}
          >
            {shoeboxText.emptyAll}
          </button>
        )}
      </div>
      <div className={`shoebox-message${message ? ` shoebox-message--${message.tone}` : ''}`} role="status" aria-live="polite">
        {message && (
          <>
            <span>{message.text}</span>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                run.current = null;
                setReport(null);
              }}
            >
              {shoeboxText.dismiss}
            </button>
          </>
        )}
      </div>
      <div ref={listArea}>
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
            renderItem={(item, index) => (
              <ShoeboxRow
                item={item}
                pending={pendingIds.includes(item.id)}
                onRemove={readOnly ? undefined : () => removeAt(item, index)}
              />
            )}
          />
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={shoeboxText.emptyConfirmTitle}
        confirmLabel={total ? shoeboxText.emptyConfirm(total) : shoeboxText.emptyConfirmUnknown}
        cancelLabel={shoeboxText.cancel}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          focusAfter.current = [];
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
  const [kiosk] = useState(isKioskMode);
  if (!user) return kiosk ? <ShoeboxOnYourPhone /> : <SignedOut />;
  // Keyed by user: switching accounts starts from a clean page state.
  return <Shoebox key={user.name} userName={user.name} readOnly={user.readOnly === true} />;
}

/** The same choice as the page's, from the session (the browser renders this page: it holds the token). */
export function head() {
  if (getSignedInUser()) return heading(shoeboxText.title, []);
  return isKioskMode() ? phoneHead() : heading(shoeboxText.signedOutTitle, []);
}
