import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import type { FacetValue } from '../../api/search-response.ts';
import { NO_FILTERS, readFilters } from './filters.ts';
import { Timeline, barColumns, decadeRange, yearRangeLabel } from './Timeline.tsx';

const DECADES: FacetValue[] = [
  { value: '1950', label: null, count: 120 },
  { value: '1960', label: null, count: 480 },
  { value: '1970', label: null, count: 3 },
];

function renderTimeline(search: string) {
  render(
    <MemoryRouter>
      <Timeline filters={readFilters(search)} decades={DECADES} />
    </MemoryRouter>,
  );
  return screen.getByRole('list', { name: 'Results by decade' });
}

describe('the timeline of a search', () => {
  it('draws a bar a decade, read with its count, each choosing that decade as a from-to range with the other filters kept', () => {
    const bars = within(renderTimeline('?q=poster&kind=object&sort=-date')).getAllByRole('link');
    expect(bars.map((bar) => bar.textContent)).toEqual(['1950s120', '1960s480', '1970s3']);
    expect(new URL(bars[1]!.getAttribute('href')!, 'http://x').search).toBe('?q=poster&kind=object&from=1960&to=1969&sort=-date');
    // As tall as its share of the largest; the smallest still has a bar to see and tap.
    expect(bars[1]!.style.getPropertyValue('--share')).toBe('1');
    expect(bars[0]!.style.getPropertyValue('--share')).toBe('0.25');
    expect(Number(bars[2]!.style.getPropertyValue('--share'))).toBeGreaterThan(0);
  });

  it('marks the chosen decade, which switches it off, and offers Any date', () => {
    const bars = within(renderTimeline('?q=poster&from=1960&to=1969')).getAllByRole('link');
    expect(bars[1]).toHaveAttribute('aria-current', 'true');
    expect(bars[1]!.textContent).toContain('(selected)');
    expect(bars[0]).not.toHaveAttribute('aria-current');
    expect(new URL(bars[1]!.getAttribute('href')!, 'http://x').search).toBe('?q=poster');
    expect(new URL(screen.getByRole('link', { name: 'Any date' }).getAttribute('href')!, 'http://x').search).toBe('?q=poster');
  });

  it('takes any range in a plain form that carries the other filters, not the old range', () => {
    renderTimeline('?q=poster&kind=object&decade=1960&from=1950&to=1999&images=1');
    const from = screen.getByRole('spinbutton', { name: 'From year' });
    const to = screen.getByRole('spinbutton', { name: 'To year' });
    expect(from).toHaveValue(1950);
    expect(to).toHaveValue(1999);
    const form = from.closest('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search');
    const hidden = [...form.querySelectorAll('input[type=hidden]')].map(
      (input) => `${input.getAttribute('name')}=${input.getAttribute('value')}`,
    );
    expect(hidden).toEqual(['q=poster', 'kind=object', 'images=1']);
  });

  it('is absent with no dated results and no range, and says a range as the chips do', () => {
    const { container } = render(
      <MemoryRouter>
        <Timeline filters={NO_FILTERS} decades={[]} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(yearRangeLabel({ from: '1950', to: '1969' })).toBe('1950–1969');
    expect(yearRangeLabel({ from: '1962', to: '1962' })).toBe('1962');
    expect(yearRangeLabel({ from: '1950', to: null })).toBe('From 1950');
    expect(yearRangeLabel({ from: null, to: '1969' })).toBe('Up to 1969');
    expect(decadeRange('-10')).toEqual({ from: '-10', to: '-1' });
  });

  it('lays the bars out in as few even rows as keep each a touch target wide', () => {
    const bars = within(renderTimeline('?q=poster')).getAllByRole('listitem');
    const template = bars[0]!.parentElement!.style.gridTemplateColumns;
    // Candidates for 3, 2 and 1 bars a row (9 bars: 9, 5, 3, 2, 1; never 4 a row, a 4 + 4 + 1).
    expect(template).toContain('(100% - 8px) / 3');
    expect(template).toContain('(100% - 4px) / 2');
    expect(barColumns(9)).toContain('(100% - 32px) / 9');
    expect(barColumns(9)).toContain('(100% - 16px) / 5');
    expect(barColumns(9)).not.toContain('/ 4');
  });
});

/** The timeline at an address, and where the router went. */
function renderAt(search: string) {
  let location = '';
  function Probe() {
    const here = useLocation();
    location = here.search;
    return null;
  }
  render(
    <MemoryRouter initialEntries={[`/search${search}`]}>
      <Timeline filters={readFilters(search)} decades={DECADES} />
      <Probe />
    </MemoryRouter>,
  );
  const bars = within(screen.getByRole('list', { name: 'Results by decade' })).getAllByRole('link');
  return { bars, location: () => location };
}

describe('a range of decades', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'elementFromPoint');
  });

  it('by keyboard: Shift+Arrow extends a range from the focused bar, said as it grows; Enter shows it', async () => {
    const user = userEvent.setup();
    const { bars, location } = renderAt('?q=poster&kind=object&sort=-date');
    expect(screen.getByText(/hold Shift and press the arrow keys/)).toBeVisible();
    expect(bars[0]).toHaveAttribute('aria-keyshortcuts', 'Shift+ArrowLeft Shift+ArrowRight');
    bars[0]!.focus();
    // Plain arrows move between bars and choose nothing.
    await user.keyboard('{ArrowRight}');
    expect(bars[1]).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.keyboard('{ArrowLeft}{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    expect(bars[2]).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('1950–1979: press Enter to show these years, Escape to cancel.');
    // Back one: the range shrinks from the same start.
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(screen.getByRole('status')).toHaveTextContent('1950–1969');
    await user.keyboard('{Enter}');
    expect(location()).toBe('?q=poster&kind=object&from=1950&to=1969&sort=-date');
  });

  it('by keyboard: Escape drops the range, and Enter is then the bar’s own decade', async () => {
    const user = userEvent.setup();
    const { bars, location } = renderAt('?q=poster');
    bars[1]!.focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{Escape}');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.keyboard('{Enter}');
    expect(location()).toBe('?q=poster&from=1970&to=1979');
  });

  it('by pointer: dragging across bars chooses from the first to the last, and the click after it is no choice', () => {
    const { bars, location } = renderAt('?q=poster&images=1');
    // jsdom has no layout: the bar under the pointer is the one whose index is its x.
    Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: (x: number) => bars[x] ?? null });
    // A finger: its pointer stays on the bar it went down on (implicit capture), so the bar under it is asked for.
    fireEvent.pointerDown(bars[2]!, { pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0, clientX: 2 });
    fireEvent.pointerMove(bars[2]!, { pointerId: 7, pointerType: 'touch', clientX: 1 });
    fireEvent.pointerMove(bars[2]!, { pointerId: 7, pointerType: 'touch', clientX: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('1950–1979');
    expect(bars[1]).toHaveClass('search-timeline__bar--pending');
    fireEvent.pointerUp(bars[2]!, { pointerId: 7, pointerType: 'touch', clientX: 0 });
    fireEvent.click(bars[2]!);
    expect(location()).toBe('?q=poster&from=1950&to=1979&images=1');
  });

  it('by pointer: a press without a drag is the bar’s own link', () => {
    const { bars, location } = renderAt('?q=poster');
    Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: (x: number) => bars[x] ?? null });
    fireEvent.pointerDown(bars[1]!, { pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0, clientX: 1 });
    fireEvent.pointerMove(bars[1]!, { pointerId: 1, pointerType: 'mouse', clientX: 1 });
    fireEvent.pointerUp(bars[1]!, { pointerId: 1, pointerType: 'mouse', clientX: 1 });
    fireEvent.click(bars[1]!);
    expect(location()).toBe('?q=poster&from=1960&to=1969');
  });

  it('draws every decade inside a chosen range as chosen', () => {
    const { bars } = renderAt('?q=poster&from=1950&to=1969');
    expect(bars.map((bar) => bar.getAttribute('aria-current'))).toEqual(['true', 'true', null]);
    // One of several: choosing it narrows to its decade (only a decade chosen alone switches off).
    expect(new URL(bars[0]!.getAttribute('href')!, 'http://x').search).toBe('?q=poster&from=1950&to=1959');
  });
});
