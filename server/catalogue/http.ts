/**
 * Hangar's own endpoints over the catalogue (the JSON contract in docs/design.md, "Search and the
 * catalogue"): /api/search, /api/suggest, /api/objects/:id, /sitemap.xml and /robots.txt. Errors
 * use the service's envelope. Without a catalogue /api/* answers 503 with Retry-After and the
 * sitemap is a 404; robots.txt is then the client's own file.
 */
import express, { type Request, type Response } from 'express';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogueHandle } from './handle.ts';
import { parseObjectId, parseSearchParams, parseSuggestParams } from './params.ts';
import { SITEMAP_CHUNK, sitemapFiles, sitemapIndex, urlSet } from './sitemap.ts';

const OK_CACHE = 'public, max-age=60';
const ERROR_CACHE = 'no-store';

export interface CatalogueRoutesOptions {
  catalogue: CatalogueHandle | undefined;
  /** The client build, for the robots.txt the sitemap line is added to. */
  clientDir: string;
  originOf(request: Request): string;
  log?: (line: string) => void;
}

function sendJson(response: Response, status: number, body: unknown, rebase: (text: string) => string): void {
  response.status(status).setHeader('Cache-Control', status === 200 ? OK_CACHE : ERROR_CACHE);
  response.type('application/json').send(rebase(JSON.stringify(body)));
}

function sendError(response: Response, status: 400 | 404 | 503, message: string): void {
  if (status === 503) response.setHeader('Retry-After', '60');
  sendJson(response, status, { stat: 'error', error: { code: status === 400 ? 454 : status, message } }, (text) => text);
}

export function catalogueRoutes(options: CatalogueRoutesOptions): express.Router {
  const router = express.Router();
  const { catalogue } = options;
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

  /** The open catalogue, or a 503 sent. */
  const readerFor = (response: Response) => {
    const reader = catalogue?.current() ?? null;
    if (!reader) sendError(response, 503, 'The catalogue is not ready yet: try again in a minute.');
    return reader;
  };
  const rebaser = (request: Request) => {
    const origin = options.originOf(request);
    return (text: string) => catalogue?.rebase(text, origin) ?? text;
  };

  router.get('/api/search', (request, response) => {
    const reader = readerFor(response);
    if (!reader) return;
    const parsed = parseSearchParams(new URL(request.originalUrl, 'http://x').searchParams);
    if (!parsed.ok) return sendError(response, 400, parsed.message);
    sendJson(response, 200, { stat: 'ok', ...reader.search(parsed.value) }, rebaser(request));
  });

  router.get('/api/suggest', (request, response) => {
    const reader = readerFor(response);
    if (!reader) return;
    const parsed = parseSuggestParams(new URL(request.originalUrl, 'http://x').searchParams);
    if (!parsed.ok) return sendError(response, 400, parsed.message);
    const suggestions = parsed.value.q.trim() === '' ? [] : reader.suggest(parsed.value.q, parsed.value.limit);
    sendJson(response, 200, { stat: 'ok', suggestions }, (text) => text);
  });

  router.get('/api/objects/:id', (request, response) => {
    const reader = readerFor(response);
    if (!reader) return;
    const id = parseObjectId(String(request.params.id));
    if (!id.ok) return sendError(response, 400, id.message);
    const answer = reader.getObject(id.value);
    if (!answer) return sendError(response, 404, `The catalogue holds no object ${id.value}.`);
    sendJson(response, 200, { stat: 'ok', ...answer }, rebaser(request));
  });

  router.use('/api', (_request, response) => sendError(response, 404, 'No such endpoint.'));

  const sendXml = (response: Response, body: string) => {
    response.setHeader('Cache-Control', 'public, max-age=3600');
    response.type('application/xml').send(body);
  };

  router.get('/sitemap.xml', (request, response, next) => {
    const reader = catalogue?.current();
    if (!reader) return next();
    const origin = options.originOf(request);
    sendXml(response, sitemapFiles(reader) === 0 ? urlSet(reader, origin, 0, reader.size) : sitemapIndex(reader, origin));
  });

  router.get(/^\/sitemap-(\d{1,6})\.xml$/, (request, response, next) => {
    const reader = catalogue?.current();
    const file = Number((request.params as Record<string, string>)[0]);
    if (!reader || file < 1 || file > sitemapFiles(reader)) return next();
    sendXml(response, urlSet(reader, options.originOf(request), (file - 1) * SITEMAP_CHUNK, SITEMAP_CHUNK));
  });

  router.get('/robots.txt', (request, response, next) => {
    if (!catalogue?.current()) return next();
    const text = readRobots().replace(/^Sitemap:.*\n?/gim, '').replace(/\n*$/, '\n');
    response.setHeader('Cache-Control', 'public, max-age=3600');
    response.type('text/plain').send(`${text}\nSitemap: ${options.originOf(request)}/sitemap.xml\n`);
  });

  return router;
}
