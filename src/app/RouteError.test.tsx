import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { shellText } from '../lib/messages/shell-text.ts';
import { isCodeLoadFailure, RouteError } from './RouteError.tsx';

function renderFailingRoute(failure: () => never) {
  const router = createMemoryRouter([
    { path: '/', errorElement: <RouteError />, hydrateFallbackElement: <p>loading</p>, loader: failure, element: <p>never shown</p> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  it('tells a visitor whose page code could not be downloaded to check the connection', async () => {
    renderFailingRoute(() => {
      throw new TypeError('Failed to fetch dynamically imported module: https://hangar.test/assets/feed-x1.js');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(shellText.errors.pageCodeUnavailable);
    expect(screen.getByRole('button', { name: shellText.errors.tryAgain })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: shellText.errors.backHome })).toHaveAttribute('href', '/');
  });

  it('shows the not-found page for a 404', async () => {
    renderFailingRoute(() => {
      throw new Response('Not Found', { status: 404 });
    });
    expect(await screen.findByRole('heading', { name: shellText.errors.notFoundTitle })).toBeInTheDocument();
  });

  it('does not show internals of an unexpected error', async () => {
    renderFailingRoute(() => {
      throw new Error('secret stack detail token=abc');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(shellText.errors.routeErrorBody);
    expect(document.body).not.toHaveTextContent('secret stack detail');
  });
});

describe('isCodeLoadFailure', () => {
  it('recognises the module-load TypeErrors of Chromium, Firefox and Safari and Vite’s stylesheet preload error, and nothing else', () => {
    expect(isCodeLoadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isCodeLoadFailure(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isCodeLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isCodeLoadFailure(new Error('Unable to preload CSS for /assets/flights-a1.css'))).toBe(true);
    expect(isCodeLoadFailure(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isCodeLoadFailure(new Error('Failed to fetch dynamically imported module'))).toBe(false);
  });
});
