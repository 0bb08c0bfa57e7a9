/**
 * The address of a visit taken home (`/visit?ids=ID,ID,…`): the one place it is written and read.
 * The address is all there is of a visit (no account, nothing kept on the server), so it carries
 * the ids themselves, most recent first, as a comma list a phone's camera reads in one QR code.
 */
import { paths } from './paths.ts';
import { isInt64Id } from './route-id.ts';

/** The most objects one address carries: a long visit keeps its latest, and the QR code stays scannable. */
export const VISIT_MAX = 50;
export const VISIT_PARAM = 'ids';

/** Well-formed ids once each, in the order given, at most VISIT_MAX. */
function cleanIds(ids: Iterable<string>): string[] {
  const kept = new Set<string>();
  for (const id of ids) {
    if (kept.size === VISIT_MAX) break;
    if (isInt64Id(id)) kept.add(id);
  }
  return [...kept];
}

/**
 * The visit's address from the objects in the order they were opened (oldest first): most recent
 * first, each once (where it was last opened), the latest VISIT_MAX, malformed ids left out.
 */
export function visitHref(openedInOrder: readonly string[]): string {
  // Digits and commas need no escaping: the list stays readable under the QR code.
  return paths.visit.href(`?${VISIT_PARAM}=${visitIds(openedInOrder).join(',')}`);
}

/** The ids visitHref writes, in its order (what the kiosk's dialog counts). */
export function visitIds(openedInOrder: readonly string[]): string[] {
  return cleanIds([...openedInOrder].reverse());
}

/** The ids an address names, in its order: malformed ones ignored, each once, at most VISIT_MAX. */
export function readVisitIds(search: string): string[] {
  const lists = new URLSearchParams(search).getAll(VISIT_PARAM);
  return cleanIds(lists.flatMap((list) => list.split(',').map((id) => id.trim())));
}
