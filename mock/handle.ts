/**
 * The mock service: one pure function from a web-standard Request to a
 * Response over an in-memory data set (DESIGN.md section 4). It never throws:
 * every failure, bad input included, is the service's error envelope.
 *
 * The work is done by `answer`, over plain objects (MockRequest -> MockAnswer);
 * `handle` wraps it in web Request/Response for Vitest and in-process callers,
 * and node:http calls `answer` directly, because building undici Request and
 * Response objects per call cost more than the mock's own work.
 */
import { buildConfig } from './config.ts';
import type { Scale } from './data/collections.ts';
import { generateDataset, type Dataset } from './data/generate.ts';
import { ERROR_MESSAGES, MockApiError, invalid } from './errors.ts';
import { FaultPlan, parseFaultRule, type FaultRule } from './faults.ts';
import { stringifyJson } from './json.ts';
import { mediaAnswer } from './media.ts';
import { OPERATIONS, type OperationContext } from './operations.ts';
import { paginate, type PageResult } from './pagination.ts';
import { Shoeboxes } from './shoebox.ts';

export interface MockOptions {
  seed?: number;
  scale?: Scale;
  cursorThreshold?: number;
  cursorTtlSeconds?: number;
  failRate?: number;
  latencyMs?: number;
  control?: boolean;
  now?: () => number;
}

/** One request, transport-neutral. */
export interface MockRequest {
  method: string;
  /** Path and query, as on the request line. */
  target: string;
  /** scheme://host[:port] the client used: image URLs and config.json are built from it. */
  origin: string;
  /** A request header by lower-case name. */
  header(name: string): string | undefined;
  /** The request body as text (read only for POST). */
  text(): Promise<string>;
  signal?: AbortSignal;
}

/** One answer, transport-neutral. `X-mock-drop: 1` asks the transport to drop the connection. */
export interface MockAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer> | null;
}

export interface Mock {
  answer(request: MockRequest): Promise<MockAnswer>;
  handle(request: Request): Promise<Response>;
  readonly dataset: Dataset;
  reset(): void;
}

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Expose-Headers':
    'X-api-error-code, X-api-error-message, X-api-pagination-cursor, X-api-pagination-next-query, X-api-pagination-page, X-api-pagination-pages, X-api-pagination-per-page, X-api-pagination-total',
  'Access-Control-Max-Age': '600',
};

const CALLBACK = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;
const STALL_LIMIT_MS = 30_000;

interface Output {
  format: 'json' | 'jsonp';
  callback?: string;
}

const DROP: MockAnswer = { status: 502, headers: { 'X-mock-drop': '1' }, body: null };

function respond(body: unknown, status: number, output: Output, extraHeaders: Record<string, string> = {}): MockAnswer {
  return respondJson(stringifyJson(body), status, output, extraHeaders);
}

function jsonHeaders(jsonp: boolean, extraHeaders: Record<string, string>): Record<string, string> {
  return {
    ...CORS_HEADERS,
    'Content-Type': jsonp ? 'application/javascript; charset=utf-8' : 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...extraHeaders,
  };
}

function respondJson(json: string | Uint8Array<ArrayBuffer>, status: number, output: Output, extraHeaders: Record<string, string> = {}): MockAnswer {
  const jsonp = output.format === 'jsonp' && output.callback;
  const body = jsonp ? `/**/${output.callback}(${typeof json === 'string' ? json : new TextDecoder().decode(json)})` : json;
  return { status, headers: jsonHeaders(Boolean(jsonp), extraHeaders), body };
}

function errorAnswer(error: MockApiError, output: Output): MockAnswer {
  return respond({ error: { code: error.code, message: error.message }, stat: 'error' }, error.httpStatus, output, {
    'X-api-error-code': String(error.code),
    // Header values must be ASCII; messages here always are.
    'X-api-error-message': error.message,
  });
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}

function splitTarget(target: string): { pathname: string; search: string } {
  const mark = target.indexOf('?');
  return mark === -1 ? { pathname: target, search: '' } : { pathname: target.slice(0, mark), search: target.slice(mark + 1) };
}

async function readParams(request: MockRequest, search: string): Promise<URLSearchParams> {
  const params = new URLSearchParams(search);
  if (request.method === 'POST') {
    const type = request.header('content-type') ?? '';
    if (type === '' || type.startsWith('application/x-www-form-urlencoded') || type.startsWith('text/plain')) {
      const form = new URLSearchParams(await request.text());
      for (const [name, value] of form) params.set(name, value);
    }
  }
  return params;
}

/** The caller: a token from `access_token`, or `Authorization: Bearer base64(token)`. */
function authenticate(params: URLSearchParams, request: MockRequest): { user: string; canWrite: boolean } {
  let token = params.get('access_token');
  const authorization = request.header('authorization');
  if ((token === null || token === '') && authorization?.startsWith('Bearer ')) {
    try {
      token = Buffer.from(authorization.slice(7).trim(), 'base64').toString('utf8');
    } catch {
      token = '';
    }
  }
  if (token === null || token === '') throw new MockApiError(494);
  const match = /^(demo|read|expired)-([A-Za-z0-9._~-]{1,64})$/.exec(token);
  if (!match) throw new MockApiError(493);
  if (match[1] === 'expired') throw new MockApiError(491);
  return { user: match[2]!, canWrite: match[1] === 'demo' };
}

export function createMock(options: MockOptions = {}): Mock {
  const seed = options.seed ?? 1;
  const dataset = generateDataset(seed, options.scale ?? 'demo');
  const shoeboxes = new Shoeboxes(dataset);
  const faults = new FaultPlan();
  const now = options.now ?? Date.now;
  const cursorThreshold = options.cursorThreshold ?? 10_000;
  const cursorTtlSeconds = options.cursorTtlSeconds ?? 300;
  const failRate = options.failRate ?? 0;
  const latencyMs = options.latencyMs ?? 0;

  // Plain pages of the shared data are the same for every caller: keep them
  // serialized. (User data and cursor pages, which carry an issue time, are not cached.)
  // The JSON answer is kept whole (headers and bytes); jsonp wraps the same bytes with the page's own headers.
  const pageCache = new Map<string, { answer: MockAnswer & { body: Uint8Array<ArrayBuffer> }; pageHeaders: Record<string, string> }>();
  const PAGE_CACHE_LIMIT = 512;
  const CACHE_SKIPPED = new Set(['access_token', 'format', 'callback']);
  function cacheKey(method: string, params: URLSearchParams, origin: string): string {
    const kept = [...params].filter(([name]) => !CACHE_SKIPPED.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `${origin} ${method} ${new URLSearchParams(kept).toString()}`;
  }

  function injectedFault(rule: FaultRule, method: string, output: Output, signal?: AbortSignal): Promise<MockAnswer> | MockAnswer {
    switch (rule.mode) {
      case 'drop':
        return DROP;
      case 'malformed':
        return {
          status: rule.httpStatus ?? 200,
          headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
          body: rule.body ?? '{"stat":"ok","results":[{"wof:id":1',
        };
      case 'stall':
        return delay(STALL_LIMIT_MS, signal).then(() => errorAnswer(new MockApiError(512), output));
      case 'error': {
        const code = rule.code ?? 512;
        const message = ERROR_MESSAGES[code] ?? (code >= 900 ? `Injected failure for ${method}` : 'Unknown error');
        return errorAnswer(new MockApiError(code, message, rule.httpStatus ?? (code === 512 || code === 901 ? 500 : undefined)), output);
      }
    }
  }

  async function answerApi(request: MockRequest, search: string): Promise<MockAnswer> {
    let output: Output = { format: 'json' };
    try {
      if (request.method !== 'GET' && request.method !== 'POST') throw new MockApiError(405);
      const params = await readParams(request, search);
      const format = params.get('format') ?? '';
      if (format !== '' && format !== 'json' && format !== 'jsonp') throw invalid('format', 'must be json or jsonp');
      if (format === 'jsonp') {
        const callback = params.get('callback') ?? '';
        if (!CALLBACK.test(callback) || callback.length > 128) throw invalid('callback', 'must be a JavaScript identifier');
        output = { format: 'jsonp', callback };
      }
      const method = params.get('method') ?? '';
      const operation = Object.hasOwn(OPERATIONS, method) ? OPERATIONS[method] : undefined;
      if (!operation) throw new MockApiError(499);
      if (operation.write && request.method !== 'POST') throw new MockApiError(405);
      const caller = authenticate(params, request);
      if (operation.write && !caller.canWrite) throw new MockApiError(490);

      if (latencyMs > 0) await delay(latencyMs, request.signal);
      if (options.control) {
        const rule = faults.take(method, params.get('access_token'));
        if (rule) return await injectedFault(rule, method, output, request.signal);
      }
      if (!operation.write && failRate > 0 && Math.random() < failRate) {
        return Math.random() < 0.5 ? DROP : errorAnswer(new MockApiError(512), output);
      }

      const { origin } = request;
      const cacheable = !operation.write && method !== 'museum.you.shoebox.listItems' && !params.has('cursor');
      const key = cacheable ? cacheKey(method, params, origin) : '';
      const cached = cacheable ? pageCache.get(key) : undefined;
      if (cached) return output.format === 'json' ? cached.answer : respondJson(cached.answer.body, 200, output, cached.pageHeaders);

      const context: OperationContext = {
        params,
        user: caller.user,
        canWrite: caller.canWrite,
        origin,
        dataset,
        shoeboxes,
        page: (total, slice, listParams) =>
          paginate({ method, params, listParams, nowMs: now(), cursorTtlSeconds, cursorThreshold }, total, slice),
      };
      const result = operation.run(context);
      if ('body' in result && 'headers' in result) {
        const page = result as PageResult;
        const json = stringifyJson(page.body);
        if (cacheable && page.body.cursor === null) {
          if (pageCache.size >= PAGE_CACHE_LIMIT) pageCache.delete(pageCache.keys().next().value!);
          const answer = { status: 200, headers: jsonHeaders(false, page.headers), body: new TextEncoder().encode(json) };
          pageCache.set(key, { answer, pageHeaders: page.headers });
        }
        return respondJson(json, 200, output, page.headers);
      }
      return respond(result, 200, output);
    } catch (error) {
      if (error instanceof MockApiError) return errorAnswer(error, output);
      return errorAnswer(new MockApiError(512), output);
    }
  }

  async function answerControl(request: MockRequest, pathname: string): Promise<MockAnswer> {
    const output: Output = { format: 'json' };
    if (request.method !== 'POST') return errorAnswer(new MockApiError(405), output);
    if (pathname === '/__mock/reset') {
      shoeboxes.reset();
      faults.clear();
      return respond({ stat: 'ok' }, 200, output);
    }
    let raw: unknown;
    try {
      raw = JSON.parse(await request.text());
    } catch {
      return errorAnswer(invalid('body', 'must be JSON'), output);
    }
    const rules = Array.isArray(raw) ? raw : [raw];
    const parsed = rules.map(parseFaultRule);
    const problem = parsed.find((rule): rule is string => typeof rule === 'string');
    if (problem) return errorAnswer(new MockApiError(454, problem), output);
    for (const rule of parsed as FaultRule[]) faults.add(rule);
    return respond({ stat: 'ok' }, 200, output);
  }

  async function answer(request: MockRequest): Promise<MockAnswer> {
    try {
      const { pathname, search } = splitTarget(request.target);
      if (request.method === 'OPTIONS') return { status: 204, headers: CORS_HEADERS, body: null };
      if (pathname === '/rest/' || pathname === '/rest') return await answerApi(request, search);
      if (pathname === '/config.json') {
        return {
          status: 200,
          headers: { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' },
          body: JSON.stringify(buildConfig(dataset, request.origin), null, 2),
        };
      }
      if (pathname.startsWith('/media/')) {
        return mediaAnswer(pathname) ?? errorAnswer(new MockApiError(450, 'Not found', 404), { format: 'json' });
      }
      if (options.control && (pathname === '/__mock/faults' || pathname === '/__mock/reset')) return await answerControl(request, pathname);
      return errorAnswer(new MockApiError(450, 'Not found', 404), { format: 'json' });
    } catch {
      return errorAnswer(new MockApiError(512), { format: 'json' });
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
