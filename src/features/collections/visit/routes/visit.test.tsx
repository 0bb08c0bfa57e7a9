/**
 * The visit page over its real route (loader and component): the objects of the address in its
 * order, each linking to its own page, those the catalogue lacks left out; without a catalogue,
 * a word that the visit cannot be shown here, and nothing asked.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildConfig } from '../../../../../mock/config.ts';
import { createMock } from '../../../../../mock/handle.ts';
import { parseRuntimeConfig } from '../../../../lib/config/runtime-config.ts';
import { installServices } from '../../../../lib/config/services.ts';
import { visitRoutes } from '../routes.ts';

const ORIGIN = 'http://hangar.test';
const mock = createMock({ seed: 1 });
/** The catalogue's objects: int64 ids beyond a double's precision among them. */
const CATALOGUE: Record<string, string> = {
  '1880000000001': 'Stewardess cap',
  '9007199254740993': 'Boarding pass',
  '1880000000003': 'Travel poster',
};

function renderVisit(path: string, { catalogue }: { catalogue: boolean }) {
  const config = parseRuntimeConfig(buildConfig(mock.dataset, ORIGIN), `${ORIGIN}/config.json`);
  if (catalogue) config.search = true;
  else delete config.search;
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(url.pathname);
    const id = /^\/api\/objects\/(\d+)$/.exec(url.pathname)?.[1] ?? '';
    const name = CATALOGUE[id];
    // Written by hand, not JSON.stringify of a number: the id stays an int64 string on the wire.
    const body = name
      ? `{"stat":"ok","record":{"wof:id":"${id}","wof:name":"${name}","sfomuseum:date":"1960"},"context":null}`
      : `{"stat":"error","error":{"code":404,"message":"The catalogue holds no object ${id}."}}`;
    return new Response(body, { status: name ? 200 : 404, headers: { 'Content-Type': 'application/json' } });
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  installServices({ config, queryClient, fetch, hangar: { origin: ORIGIN, fetch } });
  const router = createMemoryRouter(visitRoutes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { asked, queryClient };
}

describe('the visit page', () => {
  it('shows the objects of the address in its order, unknown ids left out and malformed ones ignored', async () => {
    renderVisit('/visit?ids=1880000000003,1880000000999,oops,9007199254740993,1880000000001', { catalogue: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your visit' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Objects of your visit' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/objects/1880000000003',
      '/objects/9007199254740993',
      '/objects/1880000000001',
    ]);
    expect(links.map((link) => within(link).getByText(/cap|pass|poster/).textContent)).toEqual([
      'Travel poster',
      'Boarding pass',
      'Stewardess cap',
    ]);
    expect(screen.getByText('3 objects you looked at in the museum, the most recent first.')).toBeInTheDocument();
  });

  it('says when the address names nothing the catalogue holds', async () => {
    renderVisit('/visit?ids=1880000000999', { catalogue: true });
    expect(await screen.findByText(/This visit holds no object we know/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Objects of your visit' })).not.toBeInTheDocument();
  });

  it('without a catalogue, says the visit cannot be shown here and asks for nothing', async () => {
    const { asked, queryClient } = renderVisit('/visit?ids=1880000000001', { catalogue: false });
    expect(await screen.findByText(/This visit cannot be shown here/)).toBeInTheDocument();
    expect(queryClient.isFetching()).toBe(0);
    expect(screen.queryByRole('list', { name: 'Objects of your visit' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
