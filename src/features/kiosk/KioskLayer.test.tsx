/**
 * The kiosk layer's languages: the attract screen offers every language, named in itself, for the
 * visitor of the moment; "Start over" and the idle reset return to the kiosk's own language. The
 * app is rendered as main.tsx renders it: the router keyed by the language, so a switch remounts it.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { buildConfig } from '../../../mock/config.ts';
import { createMock } from '../../../mock/handle.ts';
import { currentLanguage, switchLanguage } from '../../i18n/language.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { parseRuntimeConfig } from '../../lib/config/runtime-config.ts';
import { installServices } from '../../lib/config/services.ts';
import { KioskLayer } from './KioskLayer.tsx';
import { setExploring } from './kiosk-visit.ts';

const ORIGIN = 'http://hangar.test';
const mock = createMock({ seed: 1 });

beforeAll(() => {
  // jsdom has <dialog> but not its modal behaviour; model the parts the layer's dialogs use.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  window.scrollTo = () => undefined;
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  setExploring(false);
});

afterEach(async () => {
  // The kiosk is still on screen: it follows the switch.
  await act(() => switchLanguage('en'));
});

/** A kiosk whose config names `language` (and the idle times), over the in-process mock. */
function renderKiosk(language?: string, idle: { idleSeconds?: number; warningSeconds?: number } = {}) {
  const config = parseRuntimeConfig(buildConfig(mock.dataset, ORIGIN), `${ORIGIN}/config.json`);
  config.kiosk = { ...config.kiosk, enabled: true, ...idle, ...(language === undefined ? {} : { language }) };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  installServices({ config, queryClient, fetch: async (input, init) => mock.handle(new Request(input, init)) });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <KioskLayer />
          </>
        ),
        children: [{ index: true, element: <h1>Home</h1> }],
      },
    ],
    { initialEntries: ['/'] },
  );
  function App() {
    const active = useLanguage();
    return <RouterProvider key={active} router={router} />;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

describe('the kiosk’s languages', () => {
  it('are offered on the attract screen, each named in itself; a choice switches the screen and is kept for this visitor only', async () => {
    const { user } = renderKiosk('es');
    await act(() => switchLanguage('es'));
    const attract = screen.getByRole('dialog', { name: 'Pantalla de bienvenida' });
    const choices = within(attract).getByRole('group', { name: 'Idioma' });
    const buttons = within(choices).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['English', 'Español', '中文']);
    expect(within(choices).getByRole('button', { name: '中文' })).toHaveAttribute('lang', 'zh-Hans');
    expect(within(choices).getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(choices).getByRole('button', { name: '中文' }));

    // Still on the attract screen (the tap did not start the visit), now in Chinese.
    const inChinese = await screen.findByRole('dialog', { name: '欢迎屏幕' });
    expect(within(inChinese).getByRole('button', { name: '轻触开始浏览' })).toBeInTheDocument();
    expect(within(inChinese).getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
    expect(currentLanguage()).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(sessionStorage.getItem('hangar.language')).toBe('zh');
    expect(localStorage.getItem('hangar.language')).toBeNull();
  });

  it('return to the kiosk’s own language on "Start over", with the visit going on', async () => {
    const { user } = renderKiosk('es');
    await act(() => switchLanguage('es'));
    await user.click(screen.getByRole('button', { name: '中文' }));
    await user.click(await screen.findByRole('button', { name: '轻触开始浏览' }));
    expect(screen.queryByRole('dialog', { name: '欢迎屏幕' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '重新开始' }));
    const confirm = screen.getByRole('dialog', { name: '重新开始？' });
    await user.click(within(confirm).getByRole('button', { name: '重新开始' }));

    expect(await screen.findByRole('button', { name: 'Empezar de nuevo' })).toBeInTheDocument();
    expect(currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(sessionStorage.getItem('hangar.language')).toBeNull();
    // The language's remount did not bring the attract screen back: Start over goes on exploring.
    expect(screen.queryByRole('dialog', { name: 'Pantalla de bienvenida' })).not.toBeInTheDocument();
  });

  it('return to English on the idle reset when the config names no language', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderKiosk(undefined, { idleSeconds: 2, warningSeconds: 2 });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Español' }));
      await user.click(await screen.findByRole('button', { name: 'Toque para explorar' }));
      expect(currentLanguage()).toBe('es');

      // Idle, then the countdown: the next visitor meets the attract screen in English.
      for (let second = 0; second < 6; second += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(await screen.findByRole('dialog', { name: 'Welcome screen' })).toBeInTheDocument();
      expect(currentLanguage()).toBe('en');
      expect(sessionStorage.getItem('hangar.language')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the idle reset after a language change gives the next visitor normal text too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderKiosk(undefined, { idleSeconds: 2, warningSeconds: 2 });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: '中文' }));
      await user.click(await screen.findByRole('button', { name: '轻触开始浏览' }));
      await user.click(screen.getByRole('radio', { name: '大' }));
      expect(document.documentElement.style.getPropertyValue('--text-scale')).toBe('1.25');

      for (let second = 0; second < 6; second += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(await screen.findByRole('dialog', { name: 'Welcome screen' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Normal' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Large' })).not.toBeChecked();
      expect(sessionStorage.getItem('hangar.textSize')).not.toBe('large');
      expect(document.documentElement.style.getPropertyValue('--text-scale')).toBe('1');
    } finally {
      vi.useRealTimers();
    }
  });
});
