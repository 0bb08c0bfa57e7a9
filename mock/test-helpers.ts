/**
 * Shared by the mock's test files: an in-process mock addressed like the
 * service, and the checks every error answer must pass. (Not a test file:
 * Vitest only collects *.test.ts.)
 */
import { createMock, type Mock, type MockOptions } from './handle.ts';

export const READ = 'access_token=read-tests';
export const ORIGIN = 'http://mock.test';

export interface TestMock {
  mock: Mock;
  /** GET /rest/ with this query string. */
  rest(query: string, init?: RequestInit): Promise<Response>;
  /** POST /rest/ with a form body. */
  post(body: string): Promise<Response>;
  /** A request to any path of the mock. */
  call(path: string, init?: RequestInit): Promise<Response>;
}

export function testMock(options: MockOptions = {}): TestMock {
  const mock = createMock(options);
  const call = (path: string, init?: RequestInit) => mock.handle(new Request(`${ORIGIN}${path}`, init));
  return {
    mock,
    call,
    rest: (query, init) => call(`/rest/?${query}`, init),
    post: (body) => call('/rest/', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body }),
  };
}

export interface ErrorEnvelope {
  code: number;
  message: string;
}

/** The error envelope of docs/design.md section 5, headers included; returns the error. */
export async function envelope(response: Response): Promise<ErrorEnvelope> {
  const body = (await response.json()) as { stat: string; error?: ErrorEnvelope };
  expect(body.stat).toBe('error');
  expect(typeof body.error?.message).toBe('string');
  expect(response.headers.get('X-api-error-code')).toBe(String(body.error?.code));
  expect(response.headers.get('X-api-error-message')).toBe(body.error?.message);
  expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  return body.error!;
}

export interface Page<T = Record<string, unknown>> {
  results: T[];
  next_query: string | null;
  total: number;
  page: number | null;
  per_page: number;
  pages: number;
  cursor: string | null;
  stat: string;
}

/** A page, with int64 ids kept as strings (JSON.parse would round those above 2^53). */
export async function page<T = Record<string, unknown>>(response: Response): Promise<Page<T>> {
  expect(response.status).toBe(200);
  const text = await response.text();
  return JSON.parse(text.replace(/("(?:wof:id|id|millsfield:\w+_id|wof:parent_id)":)(\d+)/g, '$1"$2"')) as Page<T>;
}
