import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NO_FILTERS, type SearchFilters } from './filters.ts';
import { searchText } from './messages.ts';
import { SortForm } from './SortForm.tsx';

function renderSort(filters: SearchFilters) {
  const router = createMemoryRouter(
    [
      { path: '/search', element: <SortForm filters={filters} /> },
      { path: '/', element: <p>Home</p> },
    ],
    { initialEntries: ['/', '/search'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return { router, field: screen.getByLabelText(searchText.sort) as HTMLSelectElement };
}

const optionTexts = (field: HTMLSelectElement) => [...field.options].map((option) => option.text);

describe('SortForm', () => {
  it('shows the order the results are in without words (oldest first), and no "best match"', async () => {
    const { router, field } = renderSort({ ...NO_FILTERS, category: '7' });
    expect(optionTexts(field)).toEqual([searchText.sorts.date, searchText.sorts.newest]);
    expect(field.selectedOptions[0]!.text).toBe(searchText.sorts.date);
    await userEvent.selectOptions(field, searchText.sorts.newest);
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('-date');
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe('7');
  });

  it('changes the order in place: arrowing through the choices adds no history entry, so Back leaves the search', async () => {
    const { router, field } = renderSort({ ...NO_FILTERS, q: 'poster' });
    // Each arrow key on a closed select is a change of its own (jsdom does not move a select by keys).
    for (const sort of [searchText.sorts.date, searchText.sorts.newest, searchText.sorts.date]) await userEvent.selectOptions(field, sort);
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('date');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers best match first for words', () => {
    const { field } = renderSort({ ...NO_FILTERS, q: 'poster' });
    expect(optionTexts(field)).toEqual([searchText.sorts.relevance, searchText.sorts.date, searchText.sorts.newest]);
    expect(field.selectedOptions[0]!.text).toBe(searchText.sorts.relevance);
  });

  it('keeps an order chosen in the address', () => {
    expect(renderSort({ ...NO_FILTERS, q: 'poster', sort: '-date' }).field.selectedOptions[0]!.text).toBe(searchText.sorts.newest);
  });
});
