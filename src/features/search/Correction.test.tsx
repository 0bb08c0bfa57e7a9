import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { switchLanguage } from '../../i18n/language.ts';
import { Correction } from './Correction.tsx';
import { NO_FILTERS } from './filters.ts';

afterEach(async () => {
  await switchLanguage('en');
});

function renderCorrection(...args: Parameters<typeof Correction>) {
  return render(
    <MemoryRouter>
      <Correction {...args[0]} />
    </MemoryRouter>,
  );
}

describe('a corrected search', () => {
  it('says what the results are for, with a link to the words as typed, filters kept', () => {
    const { container } = renderCorrection({ filters: { ...NO_FILTERS, q: 'unifrom', kinds: ['object'] }, corrected: 'uniform' });
    expect(container).toHaveTextContent('Showing results for uniform · Search instead for unifrom');
    expect(container.querySelector('.search-corrected__to bdi')).toHaveTextContent('uniform');
    const link = screen.getByRole('link', { name: 'Search instead for unifrom' });
    expect(link.getAttribute('href')).toBe('/search?q=unifrom&kind=object&exact=1');
  });

  it('is said in the visitor’s language', async () => {
    await switchLanguage('zh');
    const { container } = renderCorrection({ filters: { ...NO_FILTERS, q: 'unifrom' }, corrected: 'uniform' });
    expect(container).toHaveTextContent('显示的是 uniform 的结果 · 仍然搜索 unifrom');
  });

  it('says nothing when nothing was corrected, or the search asked for the words as typed', () => {
    expect(renderCorrection({ filters: { ...NO_FILTERS, q: 'uniform' }, corrected: null }).container).toBeEmptyDOMElement();
    expect(
      renderCorrection({ filters: { ...NO_FILTERS, q: 'unifrom', exact: true }, corrected: 'uniform' }).container,
    ).toBeEmptyDOMElement();
  });
});
