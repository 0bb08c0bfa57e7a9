import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SearchResult } from '../../api/search-response.ts';
import { ResultRow } from './ResultRow.tsx';

const result = (extra: Partial<SearchResult>): SearchResult => ({
  id: '9007199254740993',
  kind: 'object',
  name: 'Pan Am: Across the Pacific',
  href: '/objects/9007199254740993',
  image: null,
  date: null,
  accessionNumber: null,
  belongsTo: [],
  highlights: {},
  ...extra,
});

function renderRow(row: SearchResult) {
  render(
    <MemoryRouter>
      <ResultRow result={row} priority={false} />
    </MemoryRouter>,
  );
  return screen.getByRole('link');
}

describe('a search result', () => {
  it('writes an exhibition’s dates as the exhibitions page does, not as ISO dates', () => {
    const link = renderRow(result({ kind: 'exhibition', href: '/exhibitions/1', date: '2026-07-01 – 2027-03-31' }));
    expect(link).toHaveTextContent('Jul 1, 2026 – Mar 31, 2027');
    expect(link).not.toHaveTextContent('2026-07-01');
  });

  it.each(['category', 'exhibition', 'gate', 'terminal', 'boarding-area'] as const)(
    'shows a %s without an empty picture box, its kind drawn in the picture’s place',
    (kind) => {
      const link = renderRow(result({ kind, href: '/categories/1/objects' }));
      expect(link.querySelector('.search-result__image')).toBeNull();
      expect(link.querySelector(`.search-result__icon[data-kind="${kind}"] svg`)).not.toBeNull();
    },
  );
});
