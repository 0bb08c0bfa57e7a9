import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './fixtures.ts';
import { ownPort, startProductionServer, startSwitchableApi } from './own-servers.ts';
import { E2E_SERVERS } from './servers.ts';
import { SITE_PAGES } from '../server/catalogue/sitemap.ts';

/**
 * The commands of docs/design.md section 11 as a museum runs them: `npm run catalogue` harvests
 * through the service (here the demo's, behind a proxy that counts what it is asked), then
 * `npm run serve -- --catalogue FILE` answers objects by id, 404s and the sitemap from it.
 */
const ROOT = resolve(import.meta.dirname, '..');

test('a harvested catalogue behind the production server: objects by id with one page asked, 404 for unknown ids, a complete sitemap', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const demoConfig = (await (await request.get(`${E2E_SERVERS.demo.url}/config.json`)).json()) as Record<string, unknown>;
  const api = await startSwitchableApi(ownPort(6), E2E_SERVERS.demo.url);
  const dir = mkdtempSync(join(tmpdir(), 'hangar-catalogue-e2e-'));
  const configFile = join(dir, 'config.json');
  const withApi: Record<string, unknown> = { ...demoConfig, apiBaseUrl: api.url };
  const { search: _search, demoUsers: _users, ...config } = withApi;
  writeFileSync(configFile, JSON.stringify(config));
  const target = join(dir, 'catalogue.sqlite');
  // Asynchronously: the proxy the harvest goes through runs in this process.
  const harvest = await promisify(execFile)(
    process.execPath,
    [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'server/catalogue/cli.ts', '--config', configFile, '--out', target],
    { cwd: ROOT, encoding: 'utf8' },
  );
  // Not a terminal: JSON lines only, the last one the outcome.
  const lines = harvest.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(lines.at(-1)).toMatchObject({
    event: 'done',
    written: true,
    summary: expect.stringMatching(/^Catalogue written to .* from \d+ lists in/),
  });
  const server = await startProductionServer(ownPort(7), config, ['--catalogue', target]);
  try {
    // An object of the last collection, by its bare address: the catalogue names its context page.
    const collections = (config.directory as { collections: { id: string }[] }).collections;
    const found = (await (
      await request.get(`${server.url}/api/search?kind=object&collection=${collections.at(-1)!.id}&per_page=1&sort=-date`)
    ).json()) as { results: { id: string; name: string }[] };
    const object = found.results[0]!;
    api.requests.length = 0;
    const page = await request.get(`${server.url}/objects/${object.id}`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(object.name.replace(/&/g, '&amp;'));
    // One page holding its context page and 50 records either side (its breadcrumb category's previous
    // and next among them; at most 350 records), never a scan.
    expect(api.requests).toHaveLength(1);
    expect(Number(api.requests[0]!.searchParams.get('per_page'))).toBeGreaterThan(100);
    expect(Number(api.requests[0]!.searchParams.get('per_page'))).toBeLessThanOrEqual(350);

    api.requests.length = 0;
    expect((await request.get(`${server.url}/objects/123`)).status()).toBe(404);
    expect(api.requests).toHaveLength(0);

    const robots = await (await request.get(`${server.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    const sitemap = await request.get(`${server.url}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
    const addresses = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    // Every entry of the catalogue, once (its total over every kind), the site's own pages, and a place's
    // address as its lists: a collection's three, a terminal's two.
    const total = async (kind?: string) =>
      ((await (await request.get(`${server.url}/api/search?per_page=1${kind ? `&kind=${kind}` : ''}`)).json()) as { total: number }).total;
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses).toHaveLength((await total()) + SITE_PAGES.length + 2 * (await total('collection')) + (await total('terminal')));
    expect(addresses).toContain(`${server.url}/collections/${collections[0]!.id}/categories`);
    expect(addresses).toContain(`${server.url}/objects/${object.id}`);
    expect(xml).toContain('hreflang="zh"');
  } finally {
    await server.stop();
    await api.stop();
  }
});
