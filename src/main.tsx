import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createApiClient } from './api/client.ts';
import { createQueryClient } from './app/query-client.ts';
import { createRouter, routes } from './app/router.tsx';
import { installLinkPrefetch } from './app/link-prefetch.ts';
import { BootError } from './app/BootError.tsx';
import { installServices } from './lib/services.ts';
import { getSignedInUser } from './lib/session.ts';
import { loadRuntimeConfig } from './lib/runtime-config.ts';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = createRoot(container);

async function boot(): Promise<void> {
  try {
    // Relative to the app's base URL, not the page: deep links must find it too.
    const config = await loadRuntimeConfig(new URL(`${import.meta.env.BASE_URL}config.json`, window.location.origin).href);
    const api = createApiClient({
      baseUrl: config.apiBaseUrl,
      // The signed-in user's token wins; anonymous visitors use the read token.
      getAccessToken: () => getSignedInUser()?.token ?? config.accessToken,
    });
    const queryClient = createQueryClient();
    installServices({ config, api, queryClient });
    const router = createRouter();
    installLinkPrefetch(routes);
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  } catch (error) {
    root.render(<BootError error={error} />);
  }
}

void boot();
