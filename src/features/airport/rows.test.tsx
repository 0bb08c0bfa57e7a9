/** An exhibition's dates and status follow the active language (read at render, not once at load). */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { switchLanguage } from '../../i18n/language.ts';
import { ExhibitionRow, readableDate } from './rows.tsx';

afterEach(async () => {
  await switchLanguage('en');
});

const exhibition = {
  'wof:name': 'Fly Me to the Moon',
  'sfomuseum:date_start': '2024-06-01',
  'sfomuseum:on_display': 1,
};

describe('an exhibition row', () => {
  it('writes dates, months and years as the active language does', async () => {
    expect([readableDate('2024-06-01'), readableDate('2024-06'), readableDate('2024')]).toEqual(['Jun 1, 2024', 'Jun 2024', '2024']);
    await switchLanguage('es');
    expect([readableDate('2024-06-01'), readableDate('2024-06'), readableDate('..')]).toEqual(['1 jun 2024', 'jun 2024', undefined]);
    await switchLanguage('zh');
    expect([readableDate('2024-06-01'), readableDate('2024-06'), readableDate('2024')]).toEqual(['2024年6月1日', '2024年6月', '2024年']);
  });

  it('names its status and an open end in the language of the moment', async () => {
    await switchLanguage('es');
    render(
      <MemoryRouter>
        <ExhibitionRow record={exhibition} today="2026-11-15" />
      </MemoryRouter>,
    );
    expect(screen.getByText('En exhibición')).toBeInTheDocument();
    expect(screen.getByText('1 jun 2024 – en curso')).toBeInTheDocument();
  });
});
