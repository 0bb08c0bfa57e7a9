// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Suggestion } from '../../api/search-response.ts';
import { nextOption, SearchCombobox, SUGGEST_DEBOUNCE_MS } from './SearchCombobox.tsx';

const SUGGESTIONS: Suggestion[] = [
  { text: 'Stewardess cap', kind: 'object', href: '/objects/1' },
  { text: 'Stewardess uniforms', kind: 'category', href: '/categories/2/objects' },
  { text: 'Steward badge', kind: 'object', href: '/objects/3' },
];

function setup() {
  const asked: string[] = [];
  const fetchSuggestions = vi.fn(async (text: string) => {
    asked.push(text);
    return SUGGESTIONS;
  });
  const onPick = vi.fn();
  const onSearch = vi.fn();
  const user = userEvent.setup();
  render(<SearchCombobox initial="" action="/search" fetchSuggestions={fetchSuggestions} onPick={onPick} onSearch={onSearch} />);
  const box = screen.getByRole('combobox', { name: 'Search the museum and the airport' });
  /** Types, then waits out the debounce and the answer. */
  const type = async (text: string) => {
    await user.type(box, text);
    await act(() => new Promise((resolve) => setTimeout(resolve, SUGGEST_DEBOUNCE_MS + 20)));
  };
  return { asked, onPick, onSearch, user, box, type };
}

describe('SearchCombobox', () => {
  it('offers a name many objects share as one suggestion with their count, which opens the search for that name', async () => {
    const onPick = vi.fn();
    const shared: Suggestion = {
      text: 'Western Airlines postcard',
      kind: 'object',
      href: '/search?q=Western%20Airlines%20postcard',
      count: 100,
    };
    const user = userEvent.setup();
    render(
      <SearchCombobox
        initial=""
        action="/search"
        fetchSuggestions={async () => [shared, { ...SUGGESTIONS[0]!, count: 1 }]}
        onPick={onPick}
        onSearch={vi.fn()}
      />,
    );
    await user.type(screen.getByRole('combobox'), 'western');
    await act(() => new Promise((resolve) => setTimeout(resolve, SUGGEST_DEBOUNCE_MS + 20)));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Western Airlines postcard100 objects',
      'Stewardess capObject',
    ]);
    await user.click(screen.getByRole('option', { name: /Western Airlines postcard/ }));
    expect(onPick).toHaveBeenCalledWith('/search?q=Western%20Airlines%20postcard');
  });

  it('is a GET form to /search with a labelled q field, usable without suggestions', () => {
    setup();
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(screen.getByRole('combobox').getAttribute('name')).toBe('q');
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('asks for suggestions once typing pauses, not at every key', async () => {
    const { asked, box, type } = setup();
    await type('stew');
    expect(asked).toEqual(['stew']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Stewardess capObject',
      'Stewardess uniformsCategory',
      'Steward badgeObject',
    ]);
  });

  it('moves through the options with the arrows, round from the last, and opens the highlighted one on Enter', async () => {
    const { box, type, user, onPick, onSearch } = setup();
    await type('stew');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(document.activeElement).toBe(box);
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('/categories/2/objects');
    expect(onSearch).not.toHaveBeenCalled();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('searches for the text on Enter when no option is highlighted', async () => {
    const { type, user, onPick, onSearch } = setup();
    await type(' stew cap ');
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith('stew cap');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('never opens suggestions that arrive after Enter over the page the search leads to', async () => {
    const { asked, box, user, onSearch } = setup();
    await user.type(box, 'stew{Enter}');
    await act(() => new Promise((resolve) => setTimeout(resolve, SUGGEST_DEBOUNCE_MS + 20)));
    expect(onSearch).toHaveBeenCalledWith('stew');
    expect(asked).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape, keeping the text; a second Escape clears it', async () => {
    const { box, type, user } = setup();
    await type('stew');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    expect((box as HTMLInputElement).value).toBe('stew');
    await user.keyboard('{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('opens a suggestion by pointer or touch, no hover needed', async () => {
    const { type, user, onPick } = setup();
    await type('stew');
    await user.click(screen.getByRole('option', { name: /Steward badge/ }));
    expect(onPick).toHaveBeenCalledWith('/objects/3');
  });
});

describe('nextOption', () => {
  it('starts at the first or the last, and goes round', () => {
    expect(nextOption(-1, 1, 3)).toBe(0);
    expect(nextOption(-1, -1, 3)).toBe(2);
    expect(nextOption(2, 1, 3)).toBe(0);
    expect(nextOption(0, -1, 3)).toBe(2);
  });
});
