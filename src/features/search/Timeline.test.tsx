import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { FacetValue } from '../../api/search-response.ts';
import { NO_FILTERS, readFilters } from './filters.ts';
import { Timeline, decadeRange, yearRangeLabel } from './Timeline.tsx';

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
});
