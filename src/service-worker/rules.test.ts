import { handlingOf, mayKeep, type Deployment, type RequestFacts } from './rules.ts';

const APP = 'https://hangar.example';
const API = 'https://api.example/rest/';
const deployment: Deployment = { origin: APP, publicToken: 'public-read' };

function get(url: string, extra: Partial<RequestFacts> = {}): RequestFacts {
  return { url, method: 'GET', mode: 'cors', destination: '', cache: 'default', ...extra };
}

const read = (method: string, token?: string) =>
  `${API}?method=${method}&collection_id=1&format=json${token ? `&access_token=${token}` : ''}`;

describe('handlingOf', () => {
  it('serves the app’s documents as pages, and leaves other sites’ documents alone', () => {
    expect(handlingOf(get(`${APP}/collections/1/objects`, { mode: 'navigate', destination: 'document' }), deployment)).toBe('page');
    expect(handlingOf(get('https://elsewhere.example/', { mode: 'navigate' }), deployment)).toBe('network-only');
  });

  it('keeps config.json (a restarted kiosk needs it offline)', () => {
    expect(handlingOf(get(`${APP}/config.json`), deployment)).toBe('config');
    expect(handlingOf(get(`https://elsewhere.example/config.json`), deployment)).toBe('network-only');
  });

  it('caches a public read made with the deployment’s own token, wherever the API is', () => {
    expect(handlingOf(get(read('museum.collection.collections.getObjects', 'public-read')), deployment)).toBe('api-read');
    expect(handlingOf(get(`${APP}/rest/?method=museum.millsfield.flights.getFlightsForDate&access_token=public-read`), deployment)).toBe(
      'api-read',
    );
    // A deployment without a public token reads without one.
    expect(handlingOf(get(read('museum.collection.collections.getObjects')), { origin: APP, publicToken: undefined })).toBe('api-read');
  });

  it('never caches a read made with a visitor’s own token, nor any operation on a visitor’s things', () => {
    expect(handlingOf(get(read('museum.collection.collections.getObjects', 'visitor-token')), deployment)).toBe('network-only');
    expect(handlingOf(get(read('museum.you.shoebox.listItems', 'visitor-token')), deployment)).toBe('network-only');
    // Even with the public token: a shoebox answer is never a public thing.
    expect(handlingOf(get(read('museum.you.shoebox.listItems', 'public-read')), deployment)).toBe('network-only');
    // Without a public token, a read that carries any token is a visitor's.
    expect(
      handlingOf(get(read('museum.collection.collections.getObjects', 'visitor-token')), { origin: APP, publicToken: undefined }),
    ).toBe('network-only');
  });

  it('sends a request that asks for no cache (the page’s connectivity probe) to the network alone', () => {
    expect(handlingOf(get(`${APP}/config.json`, { cache: 'no-store' }), deployment)).toBe('network-only');
  });

  it('never stores a write', () => {
    expect(handlingOf(get(API, { method: 'POST' }), deployment)).toBe('network-only');
    expect(handlingOf(get(`${APP}/collections/1/objects`, { method: 'POST', mode: 'navigate' }), deployment)).toBe('network-only');
  });

  it('keeps pictures from any host, and lets everything else through', () => {
    expect(handlingOf(get('https://images.example/1/z.jpg', { mode: 'no-cors', destination: 'image' }), deployment)).toBe('image');
    expect(handlingOf(get(`${APP}/healthz`), deployment)).toBe('network-only');
  });
});

describe('mayKeep', () => {
  it('keeps whole successes and opaque pictures, never errors, partial answers or what says no-store', () => {
    expect(mayKeep(new Response('ok'))).toBe(true);
    expect(mayKeep(new Response('shell', { headers: { 'Cache-Control': 'no-store' } }))).toBe(false);
    expect(mayKeep(new Response('missing', { status: 404 }))).toBe(false);
    expect(mayKeep(new Response('down', { status: 503 }))).toBe(false);
    expect(mayKeep(new Response('part', { status: 206 }))).toBe(false);
    expect(mayKeep({ type: 'opaque', status: 0, headers: new Headers() } as Response)).toBe(true);
  });
});
