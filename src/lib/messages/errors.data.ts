/**
 * Every failure in words a visitor understands, with what to do next.
 * Codes are scoped to the operation (docs/api.md section 7), so per-method
 * entries come first, then the service's common codes (docs/design.md section 5).
 * English now; another language is another file with the same shape.
 * Nothing here repeats the server's own message or a URL, so no token leaks.
 */
import { ApiError, MalformedResponseError, NetworkError, TimeoutError } from '../../api/errors.ts';
import { LISTS, WRITES, type ListName } from '../../api/operations.ts';

export type ErrorKind = 'auth' | 'not-found' | 'invalid' | 'network' | 'server' | 'malformed' | 'unknown';

/**
 * Words only: whether to offer "try again" is the error's own `retryable`
 * flag (src/api/errors.ts), which the retry policy reads too, so the two
 * cannot disagree.
 */
export interface DescribedError {
  title: string;
  detail: string;
  kind: ErrorKind;
}

const RETRY_LATER = 'Please try again in a moment.';

const failedToList = (noun: string): DescribedError => ({
  kind: 'server',
  title: `The ${noun} could not be loaded`,
  detail: `The server could not list the ${noun}. ${RETRY_LATER}`,
});

const notFound = (title: string, thing: string): DescribedError => ({
  kind: 'not-found',
  title,
  detail: `Hangar has no ${thing} at this address. The link may be mistyped or out of date.`,
});

const MISSING = {
  collection: notFound('Collection not found', 'collection'),
  category: notFound('Category not found', 'category'),
  terminal: notFound('Terminal not found', 'terminal'),
  boardingArea: notFound('Boarding area not found', 'boarding area'),
  building: notFound('Building not found', 'building'),
};

/**
 * What each list's "900: Failed to retrieve ..." names (docs/api.md section 7),
 * and the record whose id the request carried: a 900 with a 4xx status (the
 * caller's input was at fault, docs/design.md section 5) means there is no
 * such record, and is worded as "not found" rather than "try again". The hashtag feed has no
 * owner: an unknown tag is an empty list, so its 900 is always a failure.
 * Flights (900 is a bad date, 901 the failure) and the shoebox listing (no
 * codes of its own) are not here; a new list must be added here or there.
 */
const LISTED: Record<Exclude<ListName, 'flightsForDate' | 'listItems'>, { noun: string; missing: DescribedError | null }> = {
  categoryObjects: { noun: 'objects', missing: MISSING.category },
  categorySubcategories: { noun: 'subcategories', missing: MISSING.category },
  terminalExhibitions: { noun: 'exhibitions', missing: MISSING.terminal },
  collectionSubcategories: { noun: 'subcategories', missing: MISSING.collection },
  collectionCategories: { noun: 'categories', missing: MISSING.collection },
  boardingAreaGates: { noun: 'gates', missing: MISSING.boardingArea },
  collectionObjects: { noun: 'objects', missing: MISSING.collection },
  terminalGalleries: { noun: 'galleries', missing: MISSING.terminal },
  buildingGates: { noun: 'gates', missing: MISSING.building },
  postsForHashtag: { noun: 'posts', missing: null },
};

/** Per method: what a permanent 900 says is missing ("Collection not found"). */
const NOT_FOUND_BY_METHOD: Record<string, DescribedError> = Object.fromEntries(
  Object.entries(LISTED).flatMap(([name, { missing }]) => (missing ? [[LISTS[name as keyof typeof LISTED].method, missing]] : [])),
);

const BY_METHOD: Record<string, Record<number, DescribedError>> = {
  // Object.entries widens the keys to string; they are exactly LISTED's list names.
  ...Object.fromEntries(
    Object.entries(LISTED).map(([name, { noun }]) => [LISTS[name as keyof typeof LISTED].method, { 900: failedToList(noun) }]),
  ),
  [WRITES.removeItem]: {
    900: {
      kind: 'not-found',
      title: 'That item was already gone',
      detail: 'It had already been removed from your shoebox, perhaps on another device.',
    },
    901: { kind: 'server', title: 'The item could not be removed', detail: `Nothing was changed. ${RETRY_LATER}` },
  },
  [LISTS.flightsForDate.method]: {
    900: { kind: 'invalid', title: 'That date isn’t valid', detail: 'That date isn’t valid. Pick a date like 2024-06-01.' },
    901: failedToList('flights'),
  },
};

const COMMON: Record<number, DescribedError> = {
  450: { kind: 'server', title: 'Something went wrong', detail: `The server ran into an unknown problem. ${RETRY_LATER}` },
  452: {
    kind: 'invalid',
    title: 'The request was incomplete',
    detail: 'Hangar asked the server for something without enough details. Go back and try the link again.',
  },
  453: {
    kind: 'invalid',
    title: 'Something is missing from the request',
    detail: 'A required detail was missing. Go back and open the page again from a link.',
  },
  454: {
    kind: 'invalid',
    title: 'This address isn’t valid',
    detail: 'Part of the request wasn’t understood: the link may be mistyped, or a long list expired on the server. Go back and try again.',
  },
  490: {
    kind: 'auth',
    title: 'Your sign-in can’t change the shoebox',
    detail: 'This access token may read but not change anything. Sign in with a token that has write permission.',
  },
  491: { kind: 'auth', title: 'Your sign-in has expired', detail: 'Sign in again to carry on.' },
  493: { kind: 'auth', title: 'That sign-in isn’t recognised', detail: 'The access token is not valid. Sign in again with a valid token.' },
  494: { kind: 'auth', title: 'You need to sign in', detail: 'This needs an access token. Sign in to carry on.' },
  499: { kind: 'invalid', title: 'This server doesn’t offer that', detail: 'The server does not support this kind of request.' },
  405: {
    kind: 'invalid',
    title: 'That action isn’t allowed this way',
    detail: 'The server refused how Hangar asked. This is a bug in Hangar; please report it.',
  },
  512: { kind: 'server', title: 'The server had a problem', detail: `Something the server tried to do didn’t work. ${RETRY_LATER}` },
};

/**
 * `httpStatus` tells a list's 900 apart: with a 4xx the caller's input was at
 * fault (an unknown id: "not found"); anything else (a 5xx, or an error
 * envelope in a 200) is a failure to list that a retry may fix.
 */
export function describeApiError(method: string, code: number, httpStatus?: number): DescribedError {
  const refused = httpStatus !== undefined && httpStatus >= 400 && httpStatus < 500;
  if (code === 900 && refused && NOT_FOUND_BY_METHOD[method]) return NOT_FOUND_BY_METHOD[method];
  return (
    BY_METHOD[method]?.[code] ??
    COMMON[code] ?? { kind: 'unknown', title: 'Something went wrong', detail: `The server answered with error ${code}. ${RETRY_LATER}` }
  );
}

export function describeError(error: unknown): DescribedError {
  if (error instanceof ApiError) return describeApiError(error.method, error.code, error.httpStatus);
  if (error instanceof NetworkError) {
    return { kind: 'network', title: 'No connection to the server', detail: 'Check the Wi-Fi or network connection, then try again.' };
  }
  if (error instanceof TimeoutError) {
    return { kind: 'network', title: 'The server is taking too long', detail: `It did not answer in time. ${RETRY_LATER}` };
  }
  if (error instanceof MalformedResponseError) {
    return {
      kind: 'malformed',
      title: 'The server sent something unreadable',
      detail: `Its answer was not in the expected form, so nothing was shown. ${RETRY_LATER}`,
    };
  }
  return { kind: 'unknown', title: 'Something went wrong', detail: `An unexpected problem stopped this page. ${RETRY_LATER}` };
}
