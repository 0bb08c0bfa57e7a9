/**
 * Discovery over the catalogue (docs/design.md, "Discovery"): a random object, objects like one,
 * the OpenSearch description browsers add the site's search from, and oEmbed with the card it
 * frames. Each is a few searches of the catalogue's own (no index of its own), so it costs what a
 * search costs and is shed the same way when the server is busy. Without a catalogue these
 * addresses are 404s (nothing to discover), and the pages leave the features out.
 */
import express, { type Request, type Response } from 'express';
import type { CatalogueReader, SearchHit, SearchParams } from './engine.ts';
import type { CatalogueHandle } from './handle.ts';
import { primaryImage } from './records.ts';
import { BudgetExceeded } from './budget.ts';
import { Overloaded } from '../admission.ts';
import { words } from './text.ts';
import { escapeHtml } from '../page-html.ts';

export const SIMILAR_DEFAULT = 6;
export const SIMILAR_MAX = 24;
/** The card's size in the iframe oEmbed gives: a picture above two lines of text. */
export const EMBED_SIZE = { width: 400, height: 520 };

const ANY: SearchParams = {
  q: '',
  kinds: ['object'],
  collection: null,
  category: null,
  decade: null,
  images: false,
  sort: 'date',
  page: 1,
  perPage: 1,
};

/** A stable spread of an int64 id (as text) over [0, size): the same object always gets the same neighbours. */
function spread(id: string, size: number): number {
  let hash = 2166136261;
  for (let index = 0; index < id.length; index += 1) hash = Math.imul(hash ^ id.charCodeAt(index), 16777619);
  return (hash >>> 0) % Math.max(1, size);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Words too common to say two names are alike. */
const STOP_WORDS = new Set(['the', 'and', 'for', 'with', 'from', 'del', 'des', 'los', 'las']);

/** A name's words that can make two names alike: folded, three letters or more (a CJK word at any length), each once. */
export function telling(name: string): Set<string> {
  return new Set(words(name).filter((word) => (word.length >= 3 || /[^\p{ASCII}]/u.test(word)) && !STOP_WORDS.has(word)));
}

/** How alike a candidate is: shared name words weigh most, then the subcategory, the category and the decade; a picture breaks ties. */
export const SIMILARITY_WEIGHTS = { word: 100, subcategory: 10, category: 5, decade: 3, image: 1 } as const;

export interface Likeness {
  sharedWords: number;
  sameSubcategory: boolean;
  sameCategory: boolean;
  sameDecade: boolean;
  image: boolean;
}

export function likenessScore(likeness: Likeness): number {
  const weights = SIMILARITY_WEIGHTS;
  return (
    likeness.sharedWords * weights.word +
    (likeness.sameSubcategory ? weights.subcategory : 0) +
    (likeness.sameCategory ? weights.category : 0) +
    (likeness.sameDecade ? weights.decade : 0) +
    (likeness.image ? weights.image : 0)
  );
}

const decadeOfDate = (date: string | null) => {
  const year = /\d{4}/.exec(date ?? '')?.[0];
  return year === undefined ? null : Math.floor(Number(year) / 10) * 10;
};

/**
 * Objects like `id`, for "More like this" (decision 0052): candidates from a few searches of the
 * catalogue (its whole name, also within its decade with pictures; each half of its words; its
 * subcategory's words within its category; a window of its category with pictures), each scored
 * by likenessScore, best first, at most SAME_NAME_SHOWN of one name while others remain; among
 * equals an order fixed by the pair of ids, so the same object always shows the same neighbours
 * and the answer is cacheable. Never the object itself. Null when the catalogue lacks the object.
 */
export async function similarTo(reader: CatalogueReader, id: string, limit: number): Promise<SearchHit[] | null> {
  const object = await reader.getObject(id);
  if (!object) return null;
  const name = text(object.record['wof:name']) ?? '';
  const category = text(object.record['millsfield:category_id']);
  const subcategory = text(object.record['sfomuseum:subcategory']);
  const decade = decadeOfDate(text(object.record['sfomuseum:date']) ?? text(object.record['edtf:inception']));
  const own = telling(name);
  const ownWords = [...own];
  const half = Math.ceil(ownWords.length / 2);
  const pool = Math.max(48, 4 * limit);
  const relevance = (q: string, scope: Partial<SearchParams> = {}) =>
    q.trim() === ''
      ? Promise.resolve([])
      : reader.search({ ...ANY, ...scope, q, sort: 'relevance', perPage: pool }).then((answer) => answer.results);
  const window = async () => {
    if (!category) return [];
    const scope = { ...ANY, category, images: true, perPage: pool };
    const { pages } = await reader.search(scope);
    return (await reader.search({ ...scope, page: 1 + spread(id, pages) })).results;
  };
  const [whole, ofItsDecade, first, second, inSubcategory, inCategory] = await Promise.all([
    relevance(name),
    decade !== null ? relevance(name, { decade, images: true }) : Promise.resolve([]),
    ownWords.length > 1 ? relevance(ownWords.slice(0, half).join(' ')) : Promise.resolve([]),
    ownWords.length > 1 ? relevance(ownWords.slice(half).join(' ')) : Promise.resolve([]),
    subcategory && category ? relevance(subcategory, { category }) : Promise.resolve([]),
    window(),
  ]);
  const subcategoryIds = new Set(inSubcategory.map((hit) => hit.id));
  const scored = new Map<string, { hit: SearchHit; score: number; tie: number }>();
  for (const hit of [...whole, ...ofItsDecade, ...first, ...second, ...inSubcategory, ...inCategory]) {
    if (hit.id === id || hit.kind !== 'object' || scored.has(hit.id)) continue;
    const theirs = telling(hit.name);
    const score = likenessScore({
      sharedWords: [...own].filter((word) => theirs.has(word)).length,
      sameSubcategory: subcategoryIds.has(hit.id),
      sameCategory: category !== null && hit.belongs_to.some((place) => place.kind === 'category' && place.id === category),
      sameDecade: decade !== null && decadeOfDate(hit.date) === decade,
      image: hit.image !== null,
    });
    scored.set(hit.id, { hit, score, tie: spread(`${id}:${hit.id}`, 2 ** 31) });
  }
  const ranked = [...scored.values()].sort((a, b) => b.score - a.score || a.tie - b.tie).map((entry) => entry.hit);
  // A catalogue may hold hundreds of one name: at most SAME_NAME_SHOWN of it before the next best others.
  const chosen: SearchHit[] = [];
  const shown = new Map<string, number>();
  for (const hit of ranked) {
    const key = [...telling(hit.name)].join(' ');
    if ((shown.get(key) ?? 0) >= SAME_NAME_SHOWN) continue;
    shown.set(key, (shown.get(key) ?? 0) + 1);
    chosen.push(hit);
    if (chosen.length === limit) return chosen;
  }
  for (const hit of ranked) if (chosen.length < limit && !chosen.includes(hit)) chosen.push(hit);
  return chosen;
}

/** Objects of one name "More like this" shows before others less alike. */
export const SAME_NAME_SHOWN = 3;

/** `limit` of /api/objects/:id/similar: 1-24, SIMILAR_DEFAULT when absent. */
export function parseSimilarLimit(params: URLSearchParams): { ok: true; value: number } | { ok: false; message: string } {
  const raw = params.getAll('limit');
  if (raw.length === 0) return { ok: true, value: SIMILAR_DEFAULT };
  if (raw.length > 1 || !/^\d{1,3}$/.test(raw[0]!) || Number(raw[0]) < 1 || Number(raw[0]) > SIMILAR_MAX)
    return { ok: false, message: `"limit" must be one whole number from 1 to ${SIMILAR_MAX}.` };
  return { ok: true, value: Number(raw[0]) };
}

/** A random object with a picture, or null when the catalogue has none. */
export async function randomObject(reader: CatalogueReader, random: () => number = Math.random): Promise<SearchHit | null> {
  const scope = { ...ANY, images: true };
  const { total } = await reader.search(scope);
  if (total === 0) return null;
  const page = 1 + Math.min(total - 1, Math.floor(random() * total));
  return (await reader.search({ ...scope, page })).results[0] ?? null;
}

export function openSearchDescription(origin: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>Hangar</ShortName>
  <Description>Search the museum's collections and the airport's places</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Image width="192" height="192" type="image/png">${escapeHtml(origin)}/icons/icon-192.png</Image>
  <Url type="text/html" method="get" template="${escapeHtml(origin)}/search?q={searchTerms}"/>
  <Url type="application/x-suggestions+json" method="get" template="${escapeHtml(origin)}/api/suggest?q={searchTerms}&amp;format=opensearch"/>
  <moz:SearchForm>${escapeHtml(origin)}/search</moz:SearchForm>
</OpenSearchDescription>
`;
}

/** The object id an address of ours names (`/objects/ID`, any query), or null for any other address or host. */
export function objectIdOf(address: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return /^\/objects\/(\d{1,19})\/?$/.exec(url.pathname)?.[1] ?? null;
}

/** The picture, name, date and collection of an object as the card shows them (media already on the page's host). */
export interface CardFields {
  id: string;
  name: string;
  date: string | null;
  collection: string | null;
  image: { url: string; width: number; height: number } | null;
}

export function cardFields(id: string, record: Record<string, unknown>): CardFields {
  return {
    id,
    name: text(record['wof:name']) ?? id,
    date: text(record['sfomuseum:date']),
    collection: text(record['sfomuseum:collection']),
    image: primaryImage(record),
  };
}

/**
 * The card another site frames: self-contained (its style inline, no script), the object's
 * picture, name, date and collection, the whole card a link to the object's page in a new tab.
 */
export function embedCard(origin: string, card: CardFields): string {
  const href = `${origin}/objects/${card.id}`;
  const image = card.image
    ? `<img src="${escapeHtml(card.image.url)}" width="${card.image.width}" height="${card.image.height}" alt="">`
    : '';
  const details = [card.date, card.collection]
    .filter((part): part is string => part !== null)
    .map(escapeHtml)
    .join(' · ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(card.name)} · Hangar</title>
<link rel="canonical" href="${escapeHtml(href)}">
<style>
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; background: Canvas; color: CanvasText; }
a { display: block; padding: 12px; color: inherit; text-decoration: none; border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 8px; }
a:focus-visible { outline: 3px solid #0b57d0; outline-offset: -3px; }
img { display: block; width: 100%; height: auto; max-height: 380px; object-fit: contain; background: color-mix(in srgb, CanvasText 6%, transparent); }
h1 { font-size: 1.1rem; line-height: 1.3; margin: 12px 0 4px; text-decoration: underline; }
p { margin: 0; font-size: 0.9rem; opacity: 0.85; }
.from { margin-top: 8px; font-weight: 600; }
</style>
</head>
<body>
<a href="${escapeHtml(href)}" target="_blank" rel="noopener">
${image}
<h1>${escapeHtml(card.name)}</h1>
${details ? `<p>${details}</p>` : ''}
<p class="from">Hangar</p>
</a>
</body>
</html>
`;
}

/** The oEmbed 1.0 answer for an object (a `rich` iframe of its card), its thumbnail when it has a picture. */
export function oembedAnswer(origin: string, card: CardFields, max: { width?: number; height?: number }): Record<string, unknown> {
  const width = Math.min(EMBED_SIZE.width, max.width ?? Infinity);
  const height = Math.min(EMBED_SIZE.height, max.height ?? Infinity);
  const src = `${origin}/embed/objects/${card.id}`;
  return {
    version: '1.0',
    type: 'rich',
    provider_name: 'Hangar',
    provider_url: `${origin}/`,
    title: card.name,
    width,
    height,
    html: `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" style="border:0" loading="lazy" title="${escapeHtml(card.name)}"></iframe>`,
    cache_age: 3600,
    ...(card.image ? { thumbnail_url: card.image.url, thumbnail_width: card.image.width, thumbnail_height: card.image.height } : {}),
  };
}

/** The card's own policy: framed by any site (what it is for), nothing but its picture and inline style loaded. */
export const EMBED_POLICY =
  "default-src 'none'; img-src 'self' data: https: http:; style-src 'unsafe-inline'; frame-ancestors *; base-uri 'none'; form-action 'none'";

export interface DiscoveryOptions {
  catalogue: CatalogueHandle | undefined;
  originOf(request: Request): string;
}

const whole = (raw: unknown) => (typeof raw === 'string' && /^\d{1,5}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined);

export function discoveryRoutes(options: DiscoveryOptions): express.Router {
  const router = express.Router();
  const { catalogue } = options;

  /** A plain-text error: these are addresses for browsers and embedding sites, not the JSON API. */
  const fail = (response: Response, status: number, message: string, retryAfterS?: number) => {
    response.status(status).setHeader('Cache-Control', 'no-store');
    if (retryAfterS) response.setHeader('Retry-After', String(retryAfterS));
    response.type('text/plain').send(`${message}\n`);
  };
  /** Busy (shed or over budget) is a 503 to ask again in a second; anything else the catalogue's failure. */
  const unavailable = (response: Response, error: unknown) => {
    if (!(error instanceof Overloaded || error instanceof BudgetExceeded)) catalogue?.failed(error);
    fail(
      response,
      503,
      'The catalogue is busy: try again in a moment.',
      error instanceof Overloaded || error instanceof BudgetExceeded ? 1 : 60,
    );
  };
  const card = async (reader: CatalogueReader, id: string, origin: string): Promise<CardFields | null> => {
    const object = await reader.getObject(id);
    if (!object) return null;
    // The record's media as the page's host serves them (the catalogue keeps the service's addresses).
    const record = JSON.parse(catalogue?.rebase(JSON.stringify(object.record), origin) ?? JSON.stringify(object.record)) as Record<
      string,
      unknown
    >;
    return cardFields(id, record);
  };

  router.get('/random', async (_request, response, next) => {
    const reader = await catalogue?.current();
    if (!reader) return next();
    try {
      const hit = await randomObject(reader);
      if (!hit) return fail(response, 404, 'The catalogue holds no object with a picture.');
      response.setHeader('Cache-Control', 'no-store');
      response.redirect(302, `/objects/${hit.id}`);
    } catch (error) {
      unavailable(response, error);
    }
  });

  router.get('/opensearch.xml', (request, response, next) => {
    if (!catalogue?.isOpen()) return next();
    response.setHeader('Cache-Control', 'public, max-age=86400');
    response.type('application/opensearchdescription+xml').send(openSearchDescription(options.originOf(request)));
  });

  router.get('/oembed', async (request, response, next) => {
    const reader = await catalogue?.current();
    if (!reader) return next();
    const origin = options.originOf(request);
    const format = request.query.format ?? 'json';
    if (format !== 'json') return fail(response, 501, 'Only format=json is offered.');
    const id = typeof request.query.url === 'string' ? objectIdOf(request.query.url, origin) : null;
    if (id === null) return fail(response, 404, 'That address is not an object page of this site.');
    try {
      const fields = await card(reader, id, origin);
      if (!fields) return fail(response, 404, `The catalogue holds no object ${id}.`);
      response.setHeader('Cache-Control', 'public, max-age=3600');
      response.json(oembedAnswer(origin, fields, { width: whole(request.query.maxwidth), height: whole(request.query.maxheight) }));
    } catch (error) {
      unavailable(response, error);
    }
  });

  router.get(/^\/embed\/objects\/([^/]+)$/, async (request, response, next) => {
    const reader = await catalogue?.current();
    if (!reader) return next();
    const id = (request.params as Record<string, string>)[0]!;
    if (!/^\d{1,19}$/.test(id)) return fail(response, 404, 'No such object.');
    try {
      const fields = await card(reader, id, options.originOf(request));
      if (!fields) return fail(response, 404, `The catalogue holds no object ${id}.`);
      response.removeHeader('X-Frame-Options');
      response.setHeader('Content-Security-Policy', EMBED_POLICY);
      response.setHeader('Cache-Control', 'public, max-age=3600');
      response.type('html').send(embedCard(options.originOf(request), fields));
    } catch (error) {
      unavailable(response, error);
    }
  });

  return router;
}
