/**
 * What the shoebox says after removals. A visitor who removes several items in
 * quick succession is told about all of them ("Removed 3 items."), not only
 * the last one to be answered; a failure among them is still said, and the
 * message turns into an error. Pure, so the wording and the grouping are
 * tested without React.
 */
import type { ShoeboxItem } from '../../api/types.ts';
import { describeError, errorSentence } from '../../lib/messages/errors.ts';
import { describeItem } from './item-view.ts';
import { shoeboxText } from './messages.ts';

/**
 * A removal started within this long of the run's last event (a removal
 * started or answered) joins the run; so does any removal started while
 * another is still unanswered.
 */
export const RUN_GAP_MS = 5_000;

export interface RemovalRun {
  /** Removals started in this run; the ones not yet answered are `started` minus the answered. */
  started: number;
  removed: ShoeboxItem[];
  alreadyGone: ShoeboxItem[];
  failed: { item: ShoeboxItem; error: unknown }[];
  /** When the run's last removal was started or answered (ms since the epoch). */
  lastEventAt: number;
}

export type RemovalOutcome =
  | { kind: 'removed'; item: ShoeboxItem }
  | { kind: 'already-gone'; item: ShoeboxItem }
  | { kind: 'remove-failed'; item: ShoeboxItem; error: unknown };

export interface StatusMessage {
  text: string;
  tone: 'ok' | 'error';
}

const answered = (run: RemovalRun) => run.removed.length + run.alreadyGone.length + run.failed.length;

const newRun = (now: number): RemovalRun => ({ started: 0, removed: [], alreadyGone: [], failed: [], lastEventAt: now });

/** A removal starts: it joins the run in progress, or begins a new one (the last run was answered a while ago, or was dismissed: `null`). */
export function startRemoval(run: RemovalRun | null, now = Date.now()): RemovalRun {
  const joins = run !== null && (answered(run) < run.started || now - run.lastEventAt <= RUN_GAP_MS);
  const current = joins ? run : newRun(now);
  return { ...current, started: current.started + 1, lastEventAt: now };
}

/** A removal is answered; an answer with no run (it was dismissed meanwhile) starts one of its own. */
export function recordRemoval(run: RemovalRun | null, outcome: RemovalOutcome, now = Date.now()): RemovalRun {
  const current = run ?? { ...newRun(now), started: 1 };
  const next = { ...current, lastEventAt: now };
  switch (outcome.kind) {
    case 'removed':
      return { ...next, removed: [...current.removed, outcome.item] };
    case 'already-gone':
      return { ...next, alreadyGone: [...current.alreadyGone, outcome.item] };
    case 'remove-failed':
      return { ...next, failed: [...current.failed, { item: outcome.item, error: outcome.error }] };
  }
}

const titleOf = (item: ShoeboxItem) => describeItem(item).title;

/** One sentence per kind of answer, the item named when it is the only one of its kind; null before any answer. */
export function describeRun(run: RemovalRun): StatusMessage | null {
  const sentences: string[] = [];
  const { removed, alreadyGone, failed } = run;
  if (removed.length === 1) sentences.push(shoeboxText.removed(titleOf(removed[0]!)));
  if (removed.length > 1) sentences.push(shoeboxText.removedMany(removed.length));
  if (alreadyGone.length === 1) sentences.push(shoeboxText.alreadyGone(titleOf(alreadyGone[0]!)));
  if (alreadyGone.length > 1) sentences.push(shoeboxText.alreadyGoneMany(alreadyGone.length));
  // A sign-in problem (a read-only token, say) is said once, in its own words: it applies to every item.
  const signInProblem = failed.map(({ error }) => describeError(error)).find((described) => described.kind === 'auth');
  if (signInProblem) sentences.push(errorSentence(signInProblem));
  const otherFailures = failed.filter(({ error }) => describeError(error).kind !== 'auth');
  if (otherFailures.length === 1) sentences.push(shoeboxText.removeFailed(titleOf(otherFailures[0]!.item)));
  if (otherFailures.length > 1) sentences.push(shoeboxText.removeFailedMany(otherFailures.length));
  if (sentences.length === 0) return null;
  return { text: sentences.reduce((text, sentence) => shoeboxText.twoSentences(text, sentence)), tone: failed.length > 0 ? 'error' : 'ok' };
}
