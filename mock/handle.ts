/**
 * The mock service: one function from a request to an answer over an
 * in-memory data set (docs/design.md section 4). It never throws: every failure,
 * bad input included, is the service's error envelope.
 *
 * The work is done by `answer`, over plain objects (MockRequest -> MockAnswer);
 * `handle` wraps it in web Request/Response for Vitest and in-process callers,
 * and node:http calls `answer` directly, because building undici Request and
 * Response objects per call cost more than the mock's own work.
 */
import {
  CORS_HEADERS,
  DROPPED,
  JSON_OUTPUT,
  errorAnswer,
  internalErrorAnswer,
  notFoundAnswer,
  respond,
  respondJson,
  type MockAnswer,
  type MockRequest,
  type Output,
} from './answers.ts';
import { authenticate } from './auth.ts';
import { buildConfig } from './config.ts';
import { answerControl, delay, injectedFault } from './control.ts';
import type { Scale } from './data/collections.ts';
import { generateDataset, type Dataset } from './data/generate.ts';
import { randomFor, type Random } from './data/random.ts';
import { MockApiError, invalid } from './errors.ts';
import { FaultPlan } from './faults.ts';
import { stringifyJson } from './json.ts';
import { mediaAnswer } from './media.ts';
import { OPERATIONS, type OperationContext } from './operations.ts';
import { PageCache } from './page-cache.ts';
import { paginate, type PageResult } from './pagination.ts';
import { CONFIG_PATH, FAULTS_PATH, MEDIA_PREFIX, RESET_PATH, isRestPath, splitTarget } from './paths.ts';
import { Shoeboxes } from './shoebox.ts';

export interface MockOptions {
  seed?: number;
  scale?: Scale;
  cursorThreshold?: number;
  cursorTtlSeconds?: number;
  /** Share of reads that fail, half as 512 envelopes and half as dropped connections. */
  failRate?: number;
  /** The dice for `failRate`; by default seeded from `seed`, so a run's failures repeat. */
  failRandom?: Random;
  latencyMs?: number;
  control?: boolean;
  now?: () => number;
}

export interface Mock {
  answer(request: MockRequest): Promise<MockAnswer>;
  /** A stand-in for `fetch`: a dropped connection rejects with a TypeError, as fetch does. */
  handle(request: Request): Promise<Response>;
  readonly dataset: Dataset;
  reset(): void;
}

const CALLBACK = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;
const CALLBACK_MAX = 128;
/** Lists of a user's own data, which differ per caller and so are never cached. */
const PER_USER = 'museum.you.shoebox.listItems';

async function readParams(request: MockRequest, search: string): Promise<URLSearchParams> {
  const params = new URLSearchParams(search);
  if (request.method === 'POST') {
    const type = request.header('content-type') ?? '';
    // Forms as browsers send them; text/plain too, the type a CORS-simple fetch body gets.
    if (type === '' || type.startsWith('application/x-www-form-urlencoded') || type.startsWith('text/plain')) {
      for (const [name, value] of new URLSearchParams(await request.text())) params.set(name, value);
    }
  }
  return params;
}

function outputOf(params: URLSearchParams): Output {
  const format = params.get('format') ?? '';
  if (format !== '' && format !== 'json' && format !== 'jsonp') throw invalid('format', 'must be json or jsonp');
  if (format !== 'jsonp') return JSON_OUTPUT;
  const callback = params.get('callback') ?? '';
  if (!CALLBACK.test(callback) || callback.length > CALLBACK_MAX) throw invalid('callback', 'must be a JavaScript identifier');
  return { format: 'jsonp', callback };
}

export function createMock(options: MockOptions = {}): Mock {
  const seed = options.seed ?? 1;
  const dataset = generateDataset(seed, options.scale ?? 'demo');
  const shoeboxes = new Shoeboxes(dataset);
  const faults = new FaultPlan();
  const pageCache = new PageCache();
  const now = options.now ?? Date.now;
  const cursorThreshold = options.cursorThreshold ?? 10_000;
  const cursorTtlSeconds = options.cursorTtlSeconds ?? 300;
  const failRate = options.failRate ?? 0;
  const failRandom = options.failRandom ?? randomFor(seed, 'fail-rate');
  const latencyMs = options.latencyMs ?? 0;

  async function answerApi(request: MockRequest, search: string): Promise<MockAnswer> {
    let output = JSON_OUTPUT;
    try {
      if (request.method !== 'GET' && request.method !== 'POST') throw new MockApiError(405);
      const params = await readParams(request, search);
      output = outputOf(params);
      const method = params.get('method') ?? '';
      const operation = Object.hasOwn(OPERATIONS, method) ? OPERATIONS[method] : undefined;
      if (!operation) throw new MockApiError(499);
      if (operation.write && request.method !== 'POST') throw new MockApiError(405);
      const caller = authenticate(params, request.header('authorization'));
      if (operation.write && !caller.canWrite) throw new MockApiError(490);

      if (latencyMs > 0) await delay(latencyMs, request.signal);
      if (options.control) {
        const rule = faults.take(method, params.get('access_token'));
        if (rule) return await injectedFault(rule, method, output, request.signal);
      }
      if (!operation.write && failRate > 0 && failRandom() < failRate) {
        return failRandom() < 0.5 ? DROPPED : errorAnswer(new MockApiError(512), output);
      }

      const { origin } = request;
      const nowMs = now();
      const asOf = operation.asOf ? operation.asOf(params, dataset, nowMs) : '';
      const cacheable = !operation.write && method !== PER_USER && !params.has('cursor') && asOf !== null;
      const key = cacheable ? `${pageCache.key(method, params, origin)}${asOf ? ` ${asOf}` : ''}` : '';
      const cached = cacheable ? pageCache.get(key) : undefined;
      if (cached) return output.format === 'json' ? cached.answer : respondJson(cached.answer.body, 200, output, cached.pageHeaders);

      const context: OperationContext = {
        params,
        user: caller.user,
        canWrite: caller.canWrite,
        origin,
        dataset,
        shoeboxes,
        nowMs,
        page: (total, slice, listParams) =>
          paginate({ method, params, listParams, nowMs, cursorTtlSeconds, cursorThreshold }, total, slice),
      };
      const result = operation.run(context);
      if (!('body' in result && 'headers' in result)) return respond(result, 200, output);
      const page = result as PageResult;
      const json = stringifyJson(page.body);
      if (cacheable && page.body.cursor === null) pageCache.add(key, page, json);
      return respondJson(json, 200, output, page.headers);
    } catch (error) {
      return error instanceof MockApiError ? errorAnswer(error, output) : internalErrorAnswer();
    }
  }

  async function answer(request: MockRequest): Promise<MockAnswer> {
    try {
      const { pathname, search } = splitTarget(request.target);
      if (request.method === 'OPTIONS') return { status: 204, headers: CORS_HEADERS, body: null };
      if (isRestPath(pathname)) return await answerApi(request, search);
      if (pathname === CONFIG_PATH) {
        return {
          status: 200,
          headers: { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' },
          body: JSON.stringify(buildConfig(dataset, request.origin), null, 2),
        };
      }
      if (pathname.startsWith(MEDIA_PREFIX)) return mediaAnswer(pathname) ?? notFoundAnswer();
      if (options.control && (pathname === FAULTS_PATH || pathname === RESET_PATH))
        return await answerControl(request, pathname, faults, shoeboxes);
      return notFoundAnswer();
    } catch {
      return internalErrorAnswer();
    }
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const answered = await answer({
      method: request.method,
      target: url.pathname + url.search,
      origin: url.origin,
      header: (name) => request.headers.get(name) ?? undefined,
      text: () => request.text(),
      signal: request.signal,
    });
    // What fetch does when the connection goes: undici says 'fetch failed', browsers 'Failed to fetch'.
    if (answered.dropped) throw new TypeError('fetch failed');
    return new Response(answered.body, { status: answered.status, headers: answered.headers });
  }

  return {
    answer,
    handle,
    dataset,
    reset() {
      shoeboxes.reset();
      faults.clear();
    },
  };
}
