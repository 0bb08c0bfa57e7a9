/**
 * "More like this" on the object page: the catalogue's neighbours as links to their pages, read
 * from `/api/objects/:id/similar`; nothing at all without a catalogue or when that read fails.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { buildConfig } from '../../../mock/config.ts';
import { createMock } from '../../../mock/handle.ts';
import { parseRuntimeConfig } from '../../lib/config/runtime-config.ts';
import { installServices } from '../../lib/config/services.ts';
import { MoreLikeThis } from './MoreLikeThis.tsx';
import { similarObjectsQuery } from './similar.ts';

const ORIGIN = 'http://hangar.test';
const mock = createMock({ seed: 1 });
const OBJECT = '1880000000001';
/** Neighbours as the API writes them; an int64 id beyond a double's precision among them. */
const NEIGHBOURS = ['9007199254740993', '1880000000011', '1880000000012', '1880000000013', '1880000000014', '1880000000015'];

const result = (id: string, index: number) =>
  `{"id":"${id}","kind":"object","name":"TWA travel poster ${index + 1}","href":"/objects/${id}",` +
  `"image":${index === 5 ? 'null' : `{"url":"https://images.example/${id}_z.jpg","width":480,"height":640}`},` +
  `"date":"195${index}","accession_number":"2000.0${index}","belongs_to":[],"highlights":{}}`;

function renderSimilar({ catalogue, status = 200 }: { catalogue: boolean; status?: number }) {
  const config = parseRuntimeConfig(buildConfig(mock.dataset, ORIGIN), `${ORIGIN}/config.json`);
  if (catalogue) config.search = true;
  else delete config.search;
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(`${url.pathname}${url.search}`);
    const body =
      status === 200
        ? `{"stat":"ok","results":[${NEIGHBOURS.map(result).join(',')}]}`
        : `{"stat":"error","error":{"code":${status},"message":"The catalogue is busy."}}`;
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  installServices({ config, queryClient, fetch, hangar: { origin: ORIGIN, fetch } });
  return {
    asked,
    queryClient,
    mount: () =>
      render(
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <MoreLikeThis objectId={OBJECT} />
          </MemoryRouter>
        </QueryClientProvider>,
      ),
  };
}

describe('More like this', () => {
  it('lists six objects like this one under its heading, each its name and date linking to its page', async () => {
    const { asked, mount } = renderSimilar({ catalogue: true });
    mount();
    const section = await screen.findByRole('region', { name: 'More like this' });
    const links = within(within(section).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(NEIGHBOURS.map((id) => `/objects/${id}`));
    // Each link holds the object's name and date as text; its picture (empty alt) adds nothing to read twice.
    links.forEach((link, index) => {
      expect(within(link).getByText(`TWA travel poster ${index + 1}`)).toBeInTheDocument();
      expect(within(link).getByText(`195${index}`)).toBeInTheDocument();
    });
    expect(section.querySelectorAll('img[alt=""]')).toHaveLength(5);
    expect(asked).toEqual([`/api/objects/${OBJECT}/similar?limit=6`]);
  });

  it('renders what the page was given without asking again (the server’s read, hydrated)', async () => {
    const { asked, queryClient, mount } = renderSimilar({ catalogue: true });
    await queryClient.prefetchQuery(similarObjectsQuery(OBJECT));
    asked.length = 0;
    mount();
    expect(within(screen.getByRole('region', { name: 'More like this' })).getAllByRole('link')).toHaveLength(6);
    expect(asked).toEqual([]);
  });

  it('is absent without a catalogue, and asks for nothing', () => {
    const { asked, queryClient, mount } = renderSimilar({ catalogue: false });
    const { container } = mount();
    expect(container).toBeEmptyDOMElement();
    expect(queryClient.isFetching()).toBe(0);
    expect(asked).toEqual([]);
  });

  it('is absent when the catalogue cannot answer, and the rest of the page is untouched', async () => {
    const { asked, mount } = renderSimilar({ catalogue: true, status: 500 });
    const { container } = mount();
    await waitFor(() => expect(asked).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByRole('heading', { name: 'More like this' })).not.toBeInTheDocument();
  });
});
