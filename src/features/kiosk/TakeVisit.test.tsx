/**
 * "Take your visit with you": the kiosk bar's button opens a QR code of the absolute /visit address
 * of exactly the objects this visitor opened, most recent first; a reset forgets them; without a
 * catalogue (which the visit page reads) there is no button, and no "Surprise me" on the attract screen.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { buildConfig } from '../../../mock/config.ts';
import { createMock } from '../../../mock/handle.ts';
import { parseRuntimeConfig } from '../../lib/config/runtime-config.ts';
import { paths } from '../../lib/addresses/paths.ts';
import { installServices } from '../../lib/config/services.ts';
import { KioskLayer } from './KioskLayer.tsx';
import { forgetVisit, setExploring } from './kiosk-visit.ts';
import { encodeQr } from './qr-code.ts';

const ORIGIN = 'http://hangar.test';
const mock = createMock({ seed: 1 });
const TAKE = 'Take your visit with you';

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
  forgetVisit();
  setExploring(true);
});

function renderKiosk({ catalogue, idle = {} }: { catalogue: boolean; idle?: { idleSeconds?: number; warningSeconds?: number } }) {
  const config = parseRuntimeConfig(buildConfig(mock.dataset, ORIGIN), `${ORIGIN}/config.json`);
  config.kiosk = { ...config.kiosk, enabled: true, ...idle };
  if (catalogue) config.search = true;
  else delete config.search;
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
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: paths.object.pattern, element: <h1>An object</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const open = async (...ids: string[]) => {
    for (const id of ids) await act(() => router.navigate(paths.object.href(id)));
  };
  return { user: userEvent.setup(), open, router };
}

/** The address the dialog shows under its code, after checking the code is of that very address. */
async function addressInDialog(user: ReturnType<typeof userEvent.setup>): Promise<string> {
  await user.click(screen.getByRole('button', { name: TAKE }));
  const dialog = screen.getByRole('dialog', { name: TAKE });
  const address = within(dialog).getByText(/\/visit\?ids=/).textContent!;
  const code = await within(dialog).findByRole('img', { name: `QR code for ${address}` });
  expect(code.querySelector('path')?.getAttribute('d')).toBe((await encodeQr(address)).path);
  return address;
}

describe('taking a kiosk visit home', () => {
  it('offers a QR code of the objects opened, most recent first, each once, with the address under it', async () => {
    const { user, open } = renderKiosk({ catalogue: true });
    // Nothing opened yet: nothing to take.
    expect(screen.queryByRole('button', { name: TAKE })).not.toBeInTheDocument();

    await open('1880000000001', '1880000000002', '9223372036854775807', '1880000000002');

    const button = screen.getByRole('button', { name: TAKE });
    expect(await addressInDialog(user)).toBe(`${window.location.origin}/visit?ids=1880000000002,9223372036854775807,1880000000001`);
    expect(screen.getByRole('dialog', { name: TAKE })).toHaveTextContent('open the 3 objects you looked at here');
    await user.click(within(screen.getByRole('dialog', { name: TAKE })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: TAKE })).not.toBeInTheDocument();
    expect(button).toBeVisible();
  });

  it('is forgotten by the idle reset: the next visitor takes only what they opened', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { open } = renderKiosk({ catalogue: true, idle: { idleSeconds: 2, warningSeconds: 2 } });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await open('1880000000001', '1880000000002');
      expect(screen.getByRole('button', { name: TAKE })).toBeInTheDocument();

      for (let second = 0; second < 6; second += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(await screen.findByRole('dialog', { name: 'Welcome screen' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: TAKE })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Touch to explore' }));
      await open('1880000000003');
      expect(await addressInDialog(user)).toBe(`${window.location.origin}/visit?ids=1880000000003`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is forgotten by "Start over" too', async () => {
    const { user, open } = renderKiosk({ catalogue: true });
    await open('1880000000001');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Start over?' })).getByRole('button', { name: 'Start over' }));
    expect(screen.queryByRole('button', { name: TAKE })).not.toBeInTheDocument();
    await open('1880000000004');
    expect(await addressInDialog(user)).toBe(`${window.location.origin}/visit?ids=1880000000004`);
  });

  it('is not offered without a catalogue, nor is "Surprise me"', async () => {
    setExploring(false);
    const { user, open } = renderKiosk({ catalogue: false });
    expect(screen.queryByRole('link', { name: 'Surprise me' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Touch to explore' }));
    await open('1880000000001', '1880000000002');
    expect(screen.getByRole('heading', { name: 'An object' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TAKE })).not.toBeInTheDocument();
  });

  it('the attract screen offers "Surprise me", a document load of /random that starts the visit and carries it over', async () => {
    setExploring(false);
    const { open } = renderKiosk({ catalogue: true });
    await open('1880000000001');
    const attract = screen.getByRole('dialog', { name: 'Welcome screen' });
    const surprise = within(attract).getByRole('link', { name: 'Surprise me' });
    expect(surprise).toHaveAttribute('href', '/random');
    // jsdom does not load documents: the tap's other effects, the visit begun and handed to the load, are what show.
    await userEvent.setup().click(surprise);
    expect(screen.queryByRole('dialog', { name: 'Welcome screen' })).not.toBeInTheDocument();
    // What the next page load takes over (once): the objects opened so far.
    expect(JSON.parse(sessionStorage.getItem('hangar.kiosk.visit')!)).toEqual(['1880000000001']);
  });
});
