/**
 * Every failure in words a visitor understands, with what to do next.
 * Codes are scoped to the operation (docs/api.md section 7), so per-method
 * entries come first, then the service's common codes (docs/design.md section 5).
 * The words are the `errors` namespace of src/locales/*.json, one whole title and detail per case
 * (never a noun put into a shared sentence: Spanish gender and Chinese word order differ), and each
 * DescribedError is made when asked for, so it is in the language active at that moment.
 * Nothing here repeats the server's own message or a URL, so no token leaks.
 */
import { ApiError, MalformedResponseError, NetworkError, TimeoutError } from '../../api/errors.ts';
import { LISTS, WRITES, type ListedThing, type OwnerThing } from '../../api/operations.ts';
import { HANGAR_METHODS } from '../../api/hangar.ts';
import { messages } from '../../i18n/language.ts';

const errorsText = messages('errors', (t) => ({
  titleThenDetail: (title: string, detail: string) => t('titleThenDetail', { title, detail }),
  unknownCode: { detail: (code: number) => t('unknownCode.detail', { code }) },
}));

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

/** One case's catalog entry (`errors.<key>.title` / `.detail`), read now, in the active language. */
type Said = { readonly title: string; readonly detail: string };
const said = (kind: ErrorKind, text: Said): DescribedError => ({ kind, title: text.title, detail: text.detail });

const failedToList = (noun: ListedThing): DescribedError => said('server', errorsText.listFailed[noun]);
const notFound = (thing: OwnerThing): DescribedError => said('not-found', errorsText.notFound[thing]);

/**
 * Each list's 900 as its recipe words it (`failure` in src/api/operations.ts): a failure to list
 * the things it names, or, with a 4xx status, no such owner record. Lists whose 900 means
 * something else (flights) or that have no codes (the shoebox) are worded by method below.
 */
const LIST_FAILURES = Object.values(LISTS).flatMap(({ method, failure }) => (failure.failed === null ? [] : [{ method, ...failure }]));

/** Per method: what a permanent 900 says is missing ("Collection not found"). */
const NOT_FOUND_BY_METHOD: Record<string, OwnerThing> = Object.fromEntries(
  LIST_FAILURES.flatMap(({ method, owner }) => (owner === null ? [] : [[method, owner]])),
);

/**
 * An answer that says the list's own record does not exist (an unknown collection, terminal...):
 * the page is then the not-found page (404 from the server), not a list that failed.
 */
export function isUnknownRecord(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === 900 &&
    error.httpStatus >= 400 &&
    error.httpStatus < 500 &&
    NOT_FOUND_BY_METHOD[error.method] !== undefined
  );
}

/** Words are made when asked for (a function per code), so they follow a language switch. */
type Describe = () => DescribedError;

const BY_METHOD: Record<string, Record<number, Describe>> = {
  ...Object.fromEntries(LIST_FAILURES.map(({ method, failed }) => [method, { 900: () => failedToList(failed) }])),
  [WRITES.removeItem]: {
    900: () => said('not-found', errorsText.itemGone),
    901: () => said('server', errorsText.removeFailed),
  },
  // Hangar's own endpoints (src/api/hangar.ts): a 400 is a search the catalogue could not take, a
  // 503 a server with no catalogue yet, a 404 an id the catalogue does not hold.
  [HANGAR_METHODS.search]: {
    454: () => said('invalid', errorsText.search.invalid),
    503: () => said('server', errorsText.search.unavailable),
  },
  [HANGAR_METHODS.suggest]: {
    454: () => said('invalid', errorsText.search.invalid),
    503: () => said('server', errorsText.search.unavailable),
  },
  [HANGAR_METHODS.object]: {
    404: () => said('not-found', errorsText.search.notInCatalogue),
    454: () => said('not-found', errorsText.search.notInCatalogue),
    503: () => said('server', errorsText.search.unavailable),
  },
  [LISTS.flightsForDate.method]: {
    900: () => said('invalid', errorsText.badDate),
    901: () => failedToList('flights'),
  },
};

const COMMON: Record<number, Describe> = {
  450: () => said('server', errorsText.unknownProblem),
  452: () => said('invalid', errorsText.incomplete),
  453: () => said('invalid', errorsText.missingDetail),
  454: () => said('invalid', errorsText.invalidAddress),
  490: () => said('auth', errorsText.readOnly),
  491: () => said('auth', errorsText.expired),
  493: () => said('auth', errorsText.notRecognised),
  494: () => said('auth', errorsText.signInNeeded),
  499: () => said('invalid', errorsText.unsupported),
  405: () => said('invalid', errorsText.notAllowed),
  512: () => said('server', errorsText.serverProblem),
};

/**
 * `httpStatus` tells a list's 900 apart: with a 4xx the caller's input was at
 * fault (an unknown id: "not found"); anything else (a 5xx, or an error
 * envelope in a 200) is a failure to list that a retry may fix.
 */
export function describeApiError(method: string, code: number, httpStatus?: number): DescribedError {
  const refused = httpStatus !== undefined && httpStatus >= 400 && httpStatus < 500;
  const missing = NOT_FOUND_BY_METHOD[method];
  if (code === 900 && refused && missing) return notFound(missing);
  const describe = BY_METHOD[method]?.[code] ?? COMMON[code];
  if (describe) return describe();
  return { kind: 'unknown', title: errorsText.unknownCode.title, detail: errorsText.unknownCode.detail(code) };
}

export function describeError(error: unknown): DescribedError {
  if (error instanceof ApiError) return describeApiError(error.method, error.code, error.httpStatus);
  if (error instanceof NetworkError) return said('network', errorsText.network);
  if (error instanceof TimeoutError) return said('network', errorsText.timeout);
  if (error instanceof MalformedResponseError) return said('malformed', errorsText.malformed);
  return said('unknown', errorsText.unexpected);
}

/** Title and detail as one line ("Your sign-in has expired. Sign in again to carry on."), punctuated for the language. */
export function errorSentence({ title, detail }: Pick<DescribedError, 'title' | 'detail'>): string {
  return errorsText.titleThenDetail(title, detail);
}
