import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { switchLanguage } from '../../i18n/language.ts';
import type { RuntimeConfig } from '../../lib/config/runtime-config.ts';
import { installServices } from '../../lib/config/services.ts';
import { SUGGEST_DEBOUNCE_MS } from './SearchCombobox.tsx';
import { KioskSearch } from './KioskSearch.tsx';
import { searchText } from './messages.ts';

afterEach(async () => {
  // The typed text settles (and asks for suggestions) after a pause: inside the test, not after it.
  await act(() => new Promise((resolve) => setTimeout(resolve, SUGGEST_DEBOUNCE_MS + 50)));
  await act(() => switchLanguage('en'));
});

function renderKiosk(initialEntry: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fetch = async () => new Response('{"stat":"ok","suggestions":[]}', { status: 200 });
  installServices({ config: { search: true } as RuntimeConfig, queryClient, fetch });
  const Page = () => {
    const q = new URLSearchParams(router.state.location.search).get('q') ?? '';
    return <KioskSearch initial={q} categories={[]} />;
  };
  const router = createMemoryRouter([{ path: '/search', element: <Page /> }], { initialEntries: [initialEntry] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const keyboard = () => screen.queryByRole('group', { name: searchText.keyboard });

describe('the kiosk’s search', () => {
  it('folds its keys away once the search is made, so the results start under the field, and brings them back', async () => {
    const router = renderKiosk('/search');
    for (const key of ['c', 'a', 'p']) await userEvent.click(screen.getByText(key, { selector: 'button' }));
    await userEvent.click(screen.getByText(searchText.go, { selector: 'button' }));
    expect(router.state.location.search).toBe('?q=cap');
    expect(keyboard()).toBeNull();
    await userEvent.click(screen.getByText(searchText.editSearch, { selector: 'button' }));
    expect(keyboard()).toBeVisible();
  }, 15_000);

  it('says its Latin keys type pinyin once the visitor chooses Chinese, and offers no Spanish letters there', async () => {
    renderKiosk('/search');
    expect(screen.getByText('ñ', { selector: 'button' })).toBeTruthy();
    await act(() => switchLanguage('zh'));
    expect(keyboard()).toHaveAccessibleDescription('拼音');
    expect(screen.getByText('拼音')).toBeVisible();
    expect(screen.getByText('f', { selector: 'button' })).toBeTruthy();
    expect(screen.queryByText('ñ', { selector: 'button' })).toBeNull();
  });
});
