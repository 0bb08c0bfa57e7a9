/**
 * The flights page over the real route table and the in-process mock at large
 * scale, whose 2024-06-01 has 2,150 flights (five pages of 500).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { createMock, type Mock } from '../../mock/handle.ts';
import { flightsSearch } from '../features/flights/filters.ts';
import { flightsText } from '../features/flights/messages.ts';
import { switchLanguage } from '../i18n/language.ts';
import { paths } from '../lib/addresses/paths.ts';
import { services } from '../lib/config/services.ts';
import { renderRoute } from './testing/render-route.tsx';

const FLIGHTS = 'museum.millsfield.flights.getFlightsForDate';
const BUSY_DAY = '2024-06-01';
const large = createMock({ seed: 1, scale: 'large' });
const busyDay = large.dataset.flightsFor(BUSY_DAY);

/** The numbers in the chart's table, hour by hour. */
function tableCounts(): number[][] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => Number(cell.textContent)),
    );
}

// Five pages of 500 rendered one after another: slow on a busy machine.
const SLOW = { timeout: 30_000 };

describe('the flights of a busy day', SLOW, () => {
  it('are loaded whole, 500 at a time by following next_query, and the chart’s table counts every one', async () => {
    const { requestsFor, user } = renderRoute(paths.flights.href(BUSY_DAY), { mock: large });
    expect(await screen.findByText(flightsText.chartCoverageAll(2150), {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByText(flightsText.showTable));
    const calls = requestsFor(FLIGHTS);
    expect(calls.map((url) => url.searchParams.get('page'))).toEqual([null, '2', '3', '4', '5']);
    expect(calls.every((url) => url.searchParams.get('per_page') === '500')).toBe(true);
    const counts = tableCounts();
    expect(counts).toHaveLength(24);
    expect(counts.reduce((sum, [arrivals = 0, departures = 0]) => sum + arrivals + departures, 0)).toBe(2150);
    expect(counts.reduce((sum, [arrivals = 0]) => sum + arrivals, 0)).toBe(
      busyDay.filter((flight) => flight['flysfo:event'] === 'A').length,
    );
  });

  it('shows how far the load has got while it runs', async () => {
    const held = holdPages(large);
    renderRoute(paths.flights.href(BUSY_DAY), { mock: held.mock });
    expect(await screen.findByText(flightsText.loading(500, 2150))).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: flightsText.progressLabel })).toHaveAttribute('value', '500');
    held.release();
    expect(await screen.findByText(flightsText.chartCoverageAll(2150), {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says where it stopped when a page cannot be had, and carries on from there on "Try again"', async () => {
    // Page 2 drops its connection on the first try and on every retry (three), then answers.
    let drops = 4;
    const flaky: Mock = {
      ...large,
      handle: async (request) => {
        const url = new URL(request.url);
        if (url.searchParams.get('method') === FLIGHTS && url.searchParams.get('page') === '2' && drops > 0) {
          drops -= 1;
          throw new TypeError('fetch failed');
        }
        return large.handle(request);
      },
    };
    const { user } = renderRoute(paths.flights.href(BUSY_DAY), { mock: flaky });
    expect(await screen.findByText(flightsText.loadingStopped(500, 2150), {}, { timeout: 20_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: flightsText.tryAgain }));
    expect(await screen.findByText(flightsText.chartCoverageAll(2150), {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('stops loading when the visitor leaves: the page in flight is cancelled and no other is asked for', async () => {
    const held = holdPages(large);
    const { router, requestsFor, queryClient } = renderRoute(paths.flights.href(BUSY_DAY), { mock: held.mock });
    await waitFor(() => expect(held.requests).toHaveLength(1));
    await act(() => router.navigate(paths.airport.href()));
    await waitFor(() => expect(held.requests[0]!.signal.aborted).toBe(true));
    held.release();
    // Once nothing is fetching any more, count what was asked for.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(requestsFor(FLIGHTS)).toHaveLength(2);
  });
});

describe('the flights filters', SLOW, () => {
  it('come from the address and apply to the whole loaded day', async () => {
    renderRoute(`${paths.flights.href(BUSY_DAY, flightsSearch({ direction: 'departures', airline: 'Air France' }))}`, { mock: large });
    const expected = busyDay.filter((flight) => flight['flysfo:event'] === 'D' && flight['flysfo:airline'] === 'Air France').length;
    expect(expected).toBeGreaterThan(0);
    expect(await screen.findByText(flightsText.matching(expected, 2150), {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText(flightsText.directionLabel)).toHaveValue('departures');
    expect(screen.getByLabelText(flightsText.airlineLabel)).toHaveValue('Air France');
    const rows = within(screen.getByRole('feed')).getAllByRole('article');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toHaveTextContent(flightsText.departure);
      expect(row).toHaveTextContent('Air France');
    }
  });

  it('are kept when /flights opens today', async () => {
    const { router } = renderRoute(`${paths.flightsToday.href()}?direction=arrivals&q=LAX`);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/flights\/\d{4}-\d{2}-\d{2}$/));
    expect(router.state.location.search).toBe('?direction=arrivals&q=LAX');
    expect(await screen.findByLabelText(flightsText.searchLabel)).toHaveValue('LAX');
  });

  it('say the count is of the flights loaded so far while the day loads', async () => {
    const held = holdPages(large);
    renderRoute(paths.flights.href(BUSY_DAY, flightsSearch({ direction: 'arrivals' })), { mock: held.mock });
    const soFar = busyDay.slice(0, 500).filter((flight) => flight['flysfo:event'] === 'A').length;
    expect(await screen.findByText(flightsText.matchingSoFar(soFar, 500))).toBeInTheDocument();
    held.release();
  });

  it('are written to the address: a choice is a new history entry, typing replaces the current one', async () => {
    const { router, user } = renderRoute(paths.flights.href(BUSY_DAY), { mock: large });
    await screen.findByText(flightsText.chartCoverageAll(2150), {}, { timeout: 15_000 });
    await user.selectOptions(screen.getByLabelText(flightsText.directionLabel), 'arrivals');
    await waitFor(() => expect(router.state.location.search).toBe('?direction=arrivals'));
    expect(router.state.historyAction).toBe('PUSH');
    await user.type(screen.getByLabelText(flightsText.searchLabel), 'Tokyo');
    await waitFor(() => expect(router.state.location.search).toBe('?direction=arrivals&q=Tokyo'));
    expect(router.state.historyAction).toBe('REPLACE');
    const arrivalsFromTokyo = busyDay.filter(
      (flight) => flight['flysfo:event'] === 'A' && String(flight['flysfo:journey']).startsWith('NRT-'),
    );
    expect(await screen.findByText(flightsText.matching(arrivalsFromTokyo.length, 2150))).toBeInTheDocument();

    // Back: the day before the direction was chosen, with the box emptied to match.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText(flightsText.searchLabel)).toHaveValue('');
    expect(screen.getByLabelText(flightsText.directionLabel)).toHaveValue('');
  });
});

describe('a flight’s gate', SLOW, () => {
  it('links to its boarding area’s gates when the directory knows the area', async () => {
    const { router, user } = renderRoute(paths.flights.href('2024-02-29'));
    const feed = await screen.findByRole('feed');
    const link = (await within(feed).findAllByRole('link', { name: /^Gate [A-G]\d+, Boarding Area [A-G]$/ }))[0]!;
    const letter = /Boarding Area ([A-G])$/.exec(link.getAttribute('aria-label') ?? '')![1]!;
    const area = services().config.directory.boardingAreas.find((entry) => entry.name === `Boarding Area ${letter}`)!;
    expect(link).toHaveAttribute('href', paths.boardingAreaGates.href(area.id));
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.boardingAreaGates.href(area.id)));
  });
});

describe('the "now" line', SLOW, () => {
  afterEach(() => vi.useRealTimers());

  it('is drawn on today’s chart only, at the airport’s time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-06-01T21:30:00Z')); // 14:30 in San Francisco
    const { router, user } = renderRoute(paths.flights.href(BUSY_DAY));
    // Drawn twice, for narrow and wide screens (CSS shows one): both mark the time.
    const charts = await screen.findAllByRole('img', { name: flightsText.chartTitle });
    expect(charts).toHaveLength(2);
    const chart = charts[0]!;
    expect(charts[1]).toHaveAccessibleDescription(expect.stringContaining(flightsText.nowLine('2:30 PM')));
    await user.click(screen.getByText(flightsText.showTable));
    expect(chart).toHaveAccessibleDescription(expect.stringContaining(flightsText.nowLine('2:30 PM')));
    expect(within(chart).getByText(flightsText.now)).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: `14:00 ${flightsText.nowRow}` })).toBeInTheDocument();

    await act(() => router.navigate(paths.flights.href('2024-06-02')));
    await screen.findByRole('heading', { level: 1, name: /June 2, 2024/ });
    const otherDay = (await screen.findAllByRole('img', { name: flightsText.chartTitle }))[0]!;
    expect(otherDay).not.toHaveAccessibleDescription(expect.stringContaining(flightsText.nowLine('2:30 PM')));
    expect(within(otherDay).queryByText(flightsText.now)).not.toBeInTheDocument();
    expect(screen.queryByText(flightsText.nowRow)).not.toBeInTheDocument();
  });
});

describe('the flights page in Spanish', SLOW, () => {
  afterEach(async () => {
    // The page is still on screen: its menu follows the switch.
    await act(() => switchLanguage('en'));
  });

  it('reads the day, the chart’s counts and hours, and the flights in Spanish', async () => {
    await switchLanguage('es');
    const { user } = renderRoute(paths.flights.href('2024-02-29'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vuelos del jueves, 29 de febrero de 2024' })).toBeInTheDocument();
    expect(await screen.findByText(/^Incluye los \d+ vuelos del día\.$/, {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByText('Ver el gráfico como tabla'));
    expect(screen.getByRole('columnheader', { name: 'Llegadas' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '14:00' })).toBeInTheDocument();
    const feed = screen.getByRole('feed', { name: 'Vuelos del jueves, 29 de febrero de 2024' });
    expect((await within(feed).findAllByText(/^(Llegada|Salida)$/)).length).toBeGreaterThan(0);
    // Times on the airport's 24-hour clock, as Spanish writes them (no AM/PM).
    expect(within(feed).getAllByText(/^\d{1,2}:\d{2}$/).length).toBeGreaterThan(0);
  });
});

/** The mock with every flights page after the first held until `release()`. */
function holdPages(inner: Mock) {
  const requests: Request[] = [];
  let releaseAll: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (releaseAll = resolve));
  const mock: Mock = {
    ...inner,
    handle: async (request) => {
      const url = new URL(request.url);
      if (url.searchParams.get('method') === FLIGHTS && url.searchParams.has('page')) {
        requests.push(request);
        await released;
      }
      return inner.handle(request);
    },
  };
  return { mock, requests, release: () => releaseAll() };
}
