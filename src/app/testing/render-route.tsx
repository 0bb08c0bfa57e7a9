/**
 * Route-component tests over the real route table and the real mock service,
 * in process: `renderRoute('/objects/abc')` boots the app as main.tsx does
 * (config, QueryClient, services) with the mock's handler as `fetch`, renders
 * the router in memory and records every API request, so a test can assert
 * what a visitor sees and what it cost.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildConfig } from '../../../mock/config.ts';
import { createMock, type Mock } from '../../../mock/handle.ts';
import { parseRuntimeConfig } from '../../lib/config/runtime-config.ts';
import { installServices } from '../../lib/config/services.ts';
import { endSession, signIn } from '../../lib/session/signed-in-user.ts';
import { createQueryClient } from '../query-client.ts';
import { routes } from '../router.tsx';

const ORIGIN = 'http://hangar.test';

/** What jsdom lacks and the app's layout code reads; inert stand-ins. */
function installBrowserStandIns(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
  window.scrollTo = () => undefined;
}

export interface RenderedRoute {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: ReturnType<typeof createQueryClient>;
  /** Every API request so far, in order. */
  requests: URL[];
  /** Requests of one API method (`museum.collection.collections.getObjects`, ...). */
  requestsFor: (method: string) => URL[];
  user: ReturnType<typeof userEvent.setup>;
  mock: Mock;
}

// Route modules are imported on first use; the first test of a file pays for that.
configure({ asyncUtilTimeout: 5000 });

export function renderRoute(path: string, options: { mock?: Mock; signedInAs?: { token: string; name: string } } = {}): RenderedRoute {
  installBrowserStandIns();
  const mock = options.mock ?? createMock({ seed: 1 });
  const config = parseRuntimeConfig(buildConfig(mock.dataset, ORIGIN), `${ORIGIN}/config.json`);
  const queryClient = createQueryClient();
  const requests: URL[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(new URL(request.url));
    return mock.handle(request);
  };
  installServices({ config, queryClient, fetch });
  endSession();
  if (options.signedInAs) signIn(options.signedInAs);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const requestsFor = (method: string) => requests.filter((url) => url.searchParams.get('method') === method);
  return { router, queryClient, requests, requestsFor, user, mock };
}
