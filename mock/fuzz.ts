/**
 * Property-based fuzz of the mock: random malformed requests must always get
 * the error envelope (or a valid answer), never a crash or a 5xx. Shared by
 * the Vitest suite (a few thousand runs) and `npm run bench` (10,000).
 */
import fc from 'fast-check';
import { createMock } from './handle.ts';
import { OPERATIONS } from './operations.ts';

const METHOD_NAMES = Object.keys(OPERATIONS);
const PARAM_NAMES = [
  'method',
  'access_token',
  'format',
  'callback',
  'page',
  'per_page',
  'cursor',
  'collection_id',
  'category_id',
  'terminal_id',
  'building_id',
  'boardingarea_id',
  'shoebox_id',
  'hashtag',
  'date',
  'with_images',
  'sort',
];

const junk = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1.5',
    '9223372036854775808',
    '99999999999999999999',
    'NaN',
    '1e9',
    '%00',
    '<script>',
    '2023-02-30',
    '2023-13-01',
    'demo-x',
    'read-x',
    'expired-x',
    'jsonp',
    'json',
    'xml',
    'cb',
    '1 OR 1=1',
  ),
  fc.integer().map(String),
  fc.constantFrom(...METHOD_NAMES),
);

const requestArbitrary = fc.record({
  verb: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
  params: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PARAM_NAMES), fc.string()), junk), { maxLength: 8 }),
  bodyParams: fc.boolean(),
  path: fc.constantFrom('/rest/', '/rest', '/rest/?', '/media/1/z.jpg', '/nope', '/config.json'),
});

export interface FuzzReport {
  requests: number;
  crashes: number;
  nonEnvelope: number;
  failures: string[];
}

export async function fuzzMock(runs: number, seed?: number): Promise<FuzzReport> {
  const mock = createMock({ cursorThreshold: 50 });
  const report: FuzzReport = { requests: 0, crashes: 0, nonEnvelope: 0, failures: [] };
  await fc.assert(
    fc.asyncProperty(requestArbitrary, async ({ verb, params, bodyParams, path }) => {
      report.requests += 1;
      const search = new URLSearchParams(params);
      const usesBody = bodyParams && verb !== 'GET';
      const url = `http://127.0.0.1:1${path}${usesBody ? '' : (path.includes('?') ? '&' : '?') + search.toString()}`;
      let response: Response;
      try {
        response = await mock.handle(
          new Request(url, {
            method: verb,
            body: usesBody ? search.toString() : undefined,
            headers: usesBody ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {},
          }),
        );
      } catch (error) {
        report.crashes += 1;
        report.failures.push(`threw for ${verb} ${path} ${search}: ${String(error)}`);
        return;
      }
      if (response.status >= 500) {
        report.crashes += 1;
        report.failures.push(`${response.status} for ${verb} ${path} ${search}`);
        return;
      }
      if (!path.startsWith('/rest')) return;
      const text = await response.text();
      const json = text.startsWith('/**/') ? text.slice(text.indexOf('(') + 1, -1) : text;
      let body: { stat?: unknown; error?: { code?: unknown; message?: unknown } };
      try {
        body = JSON.parse(json) as typeof body;
      } catch {
        report.nonEnvelope += 1;
        report.failures.push(`unparseable body for ${verb} ${path} ${search}`);
        return;
      }
      const ok = body.stat === 'ok' && response.status === 200;
      const envelope =
        body.stat === 'error' &&
        typeof body.error?.code === 'number' &&
        typeof body.error?.message === 'string' &&
        response.headers.get('X-api-error-code') === String(body.error.code);
      if (!ok && !envelope) {
        report.nonEnvelope += 1;
        report.failures.push(`no envelope (${response.status}) for ${verb} ${path} ${search}`);
      }
    }),
    { numRuns: runs, ...(seed !== undefined ? { seed } : {}) },
  );
  return report;
}
