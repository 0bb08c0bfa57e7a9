/**
 * Hangar's own endpoints over the catalogue (the JSON contract in docs/design.md, "Search and the
 * catalogue"): /api/search, /api/suggest, /api/objects/:id (and its /similar), /sitemap.xml and /robots.txt. Errors
 * use the service's envelope. Without a catalogue /api/* answers 503 with Retry-After and the
 * sitemap is a 404; robots.txt is then the client's own file.
 */
import express, { type Request, type Response } from 'express';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { BudgetExceeded } from './budget.ts';
import type { CatalogueHandle } from './handle.ts';
import { Overloaded } from '../admission.ts';
import { parseObjectId, parseSearchParams, parseSuggestParams } from './params.ts';
import { parseSimilarLimit, similarTo } from './discovery.ts';
import { SITEMAP_CHUNK, sitemapFiles, sitemapIndex, urlSet } from './sitemap.ts';

const OK_CACHE = 'public, max-age=60';
/** Answers kept per open catalogue: a popular search is computed once per generation, not per visitor. */
const ANSWERS_KEPT = 500;

/**
 * The last answers of one catalogue, by their parameters, the least recently asked out first. An
 * answer being computed is shared (lru-cache's fetch), so the same search asked by many visitors
 * at once is computed once; a failed one is forgotten.
 */
class AnswerCache {
  private readonly byReader = new WeakMap<object, LRUCache<string, string, () => Promise<string>>>();

  get(reader: object, key: string, compute: () => Promise<string>): Promise<string> {
    let answers = this.byReader.get(reader);
    if (!answers) {
      answers = new LRUCache({
        max: ANSWERS_KEPT,
        fetchMethod: (_key, _stale, { context }) => context(),
        // An answer others wait for is still given to them when its key is pushed out meanwhile.
        ignoreFetchAbort: true,
      });
      this.byReader.set(reader, answers);
    }
    return answers.forceFetch(key, { context: compute });
  }
}
const ERROR_CACHE = 'no-store';

export interface CatalogueRoutesOptions {
  catalogue: CatalogueHandle | undefined;
  /** The client build, for the robots.txt the sitemap line is added to. */
  clientDir: string;
  originOf(request: Request): string;
  log?: (line: string) => void;
  /** The API's answers (createApiAnswers), shared with the page renderer's in-process fetch. */
  answer?: (url: URL, origin: string) => Promise<ApiAnswer>;
}

/** One answer of Hangar's own API: what the HTTP route sends, and what a page rendered in-process reads. */
export interface ApiAnswer {
  status: 200 | 400 | 404 | 405 | 503;
  /** The JSON text, its media URLs rebased to the asking origin. */
  text: string;
  /** An error's code and message, as the envelope in `text` has them (the HTTP route also sends them as headers). */
  error?: { code: number; message: string };
  /** Seconds before asking again, for a 503. */
  retryAfterS?: number;
}

function errorAnswer(status: 400 | 404 | 405 | 503, message: string, retryAfterS?: number): ApiAnswer {
  const error = { code: status === 400 ? 454 : status, message };
  return { status, text: JSON.stringify({ stat: 'error', error }), error, ...(retryAfterS ? { retryAfterS } : {}) };
}

/** A search shed by admission or stopped by its budget: the server is busy, not broken; ask again in a moment. */
const BUSY_RETRY_S = 1;
const BUSY = 'The search is busy: try again in a moment.';

const NOT_READY = 'The catalogue is not ready yet: try again in a minute.';

/**
 * Answers `/api/...` (search, suggest, objects by id) from the catalogue: the one implementation
 * behind the HTTP routes and the page renderer's in-process fetch (catalogueFetch). A catalogue
 * that cannot be reached (its database down) is a 503 like one not harvested yet, never a 500.
 */
export function createApiAnswers(catalogue: CatalogueHandle | undefined): (url: URL, origin: string) => Promise<ApiAnswer> {
  const answer = apiAnswers(catalogue);
  return async (url, origin) => {
    try {
      return await answer(url, origin);
    } catch (error) {
      if (error instanceof Overloaded || error instanceof BudgetExceeded) return errorAnswer(503, BUSY, BUSY_RETRY_S);
      catalogue?.failed(error);
      return errorAnswer(503, NOT_READY, 60);
    }
  };
}

function apiAnswers(catalogue: CatalogueHandle | undefined): (url: URL, origin: string) => Promise<ApiAnswer> {
  const answers = new AnswerCache();
  return async (url, origin) => {
    const reader = (await catalogue?.current()) ?? null;
    if (!reader) return errorAnswer(503, NOT_READY, 60);
    const rebase = (text: string) => catalogue?.rebase(text, origin) ?? text;
    if (url.pathname === '/api/search') {
      const parsed = parseSearchParams(url.searchParams);
      if (!parsed.ok) return errorAnswer(400, parsed.message);
      const text = await answers.get(reader, `search ${JSON.stringify(parsed.value)}`, async () =>
        JSON.stringify({ stat: 'ok', ...(await reader.search(parsed.value)) }),
      );
      return { status: 200, text: rebase(text) };
    }
    if (url.pathname === '/api/suggest') {
      const parsed = parseSuggestParams(url.searchParams);
      if (!parsed.ok) return errorAnswer(400, parsed.message);
      const { q, limit } = parsed.value;
      const format = url.searchParams.getAll('format');
      if (format.length > 1 || (format.length === 1 && format[0] !== 'opensearch'))
        return errorAnswer(400, '"format" is either absent (Hangar\'s suggestions) or opensearch (a browser\'s search box).');
      const text = await answers.get(reader, `suggest ${limit} ${q}`, async () =>
        JSON.stringify({ stat: 'ok', suggestions: q.trim() === '' ? [] : await reader.suggest(q, limit) }),
      );
      // OpenSearch suggestions (a browser's address bar): the query, then the names alone.
      if (format[0] === 'opensearch')
        return {
          status: 200,
          text: JSON.stringify([q, (JSON.parse(text) as { suggestions: { text: string }[] }).suggestions.map((each) => each.text)]),
        };
      return { status: 200, text };
    }
    const similar = /^\/api\/objects\/([^/]*)\/similar$/.exec(url.pathname);
    if (similar) {
      const id = parseObjectId(decodeURIComponentSafe(similar[1]!));
      if (!id.ok) return errorAnswer(400, id.message);
      const limit = parseSimilarLimit(url.searchParams);
      if (!limit.ok) return errorAnswer(400, limit.message);
      const text = await answers.get(reader, `similar ${limit.value} ${id.value}`, async () => {
        const results = await similarTo(reader, id.value, limit.value);
        return results ? JSON.stringify({ stat: 'ok', results }) : '';
      });
      if (text === '') return errorAnswer(404, `The catalogue holds no object ${id.value}.`);
      return { status: 200, text: rebase(text) };
    }
    const object = /^\/api\/objects\/([^/]*)$/.exec(url.pathname);
    if (object) {
      const id = parseObjectId(decodeURIComponentSafe(object[1]!));
      if (!id.ok) return errorAnswer(400, id.message);
      const answer = await reader.getObject(id.value);
      if (!answer) return errorAnswer(404, `The catalogue holds no object ${id.value}.`);
      return { status: 200, text: rebase(JSON.stringify({ stat: 'ok', ...answer })) };
    }
    return errorAnswer(404, 'No such endpoint.');
  };
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A fetch that answers Hangar's own `/api/...` in this process, for a page the server renders (its
 * search results, an object by id): the same answers as over HTTP, without a round trip.
 */
export function catalogueFetch(answer: (url: URL, origin: string) => Promise<ApiAnswer>): typeof fetch {
  return async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const { status, text, retryAfterS } = await answer(url, url.origin);
    return new Response(text, {
      status,
      headers: { 'Content-Type': 'application/json', ...(retryAfterS ? { 'Retry-After': String(retryAfterS) } : {}) },
    });
  };
}

function send(response: Response, { status, text, error, retryAfterS }: ApiAnswer): void {
  response.status(status).setHeader('Cache-Control', status === 200 ? OK_CACHE : ERROR_CACHE);
  if (retryAfterS) response.setHeader('Retry-After', String(retryAfterS));
  if (error) {
    // The service's convention (docs/design.md, "Errors"): the envelope's code and message as headers too, ASCII only.
    response.setHeader('X-api-error-code', String(error.code));
    response.setHeader('X-api-error-message', error.message.replace(/[^\x20-\x7e]/g, '?'));
  }
  response.type('application/json').send(text);
}

export function catalogueRoutes(options: CatalogueRoutesOptions): express.Router {
  const router = express.Router();
  const { catalogue } = options;
  const answer = options.answer ?? createApiAnswers(catalogue);
  let robots: string | undefined;
  const readRobots = () => {
    if (robots !== undefined) return robots;
    try {
      robots = readFileSync(join(options.clientDir, 'robots.txt'), 'utf8');
    } catch {
      robots = 'User-agent: *\nAllow: /\n';
    }
    return robots;
  };

  router.use('/api', async (request, response) => {
    // Hangar's API only reads: a write is refused, never answered (and cached) as a read.
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return send(response, errorAnswer(405, `${request.method} is not allowed here: this API only reads (GET or HEAD).`));
    }
    send(response, await answer(new URL(request.originalUrl, 'http://x'), options.originOf(request)));
  });

  const sendXml = (response: Response, body: string) => {
    response.setHeader('Cache-Control', 'public, max-age=3600');
    response.type('application/xml').send(body);
  };

  // A sitemap the database cannot give right now is a 503 (crawlers come back), not a 500.
  const sitemapUnavailable = (response: Response, error: unknown) => {
    if (!(error instanceof Overloaded || error instanceof BudgetExceeded)) catalogue?.failed(error);
    response.status(503).setHeader('Retry-After', '60').setHeader('Cache-Control', ERROR_CACHE).type('text/plain').send('');
  };

  router.get('/sitemap.xml', async (request, response, next) => {
    const reader = await catalogue?.current();
    if (!reader) return next();
    const origin = options.originOf(request);
    try {
      sendXml(response, sitemapFiles(reader) === 0 ? await urlSet(reader, origin, 0, reader.size) : sitemapIndex(reader, origin));
    } catch (error) {
      sitemapUnavailable(response, error);
    }
  });

  router.get(/^\/sitemap-(\d{1,6})\.xml$/, async (request, response, next) => {
    const reader = await catalogue?.current();
    const file = Number((request.params as Record<string, string>)[0]);
    if (!reader || file < 1 || file > sitemapFiles(reader)) return next();
    try {
      sendXml(response, await urlSet(reader, options.originOf(request), (file - 1) * SITEMAP_CHUNK, SITEMAP_CHUNK));
    } catch (error) {
      sitemapUnavailable(response, error);
    }
  });

  router.get('/robots.txt', (request, response, next) => {
    if (!catalogue?.isOpen()) return next();
    const text = readRobots()
      .replace(/^Sitemap:.*\n?/gim, '')
      .replace(/\n*$/, '\n');
    response.setHeader('Cache-Control', 'public, max-age=3600');
    response.type('text/plain').send(`${text}\nSitemap: ${options.originOf(request)}/sitemap.xml\n`);
  });

  return router;
}
