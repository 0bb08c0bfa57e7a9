// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { NetworkError } from '../api/errors.ts';
import { api } from './api.data.ts';
import type { RuntimeConfig } from './runtime-config.ts';
import { installServices } from './services.shell.ts';

const config = (overrides: Partial<RuntimeConfig> = {}): RuntimeConfig => ({
  apiBaseUrl: 'https://museum.test/api',
  accessToken: 'read-token',
  directory: { collections: [], terminals: [], buildings: [], boardingAreas: [] },
  hashtags: [],
  kiosk: { enabled: false, idleSeconds: 120, warningSeconds: 20 },
  demoUsers: [],
  ...overrides,
});

describe('api()', () => {
  it('sends through the fetch of the services installed now, with their config and token', async () => {
    const first = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json({ stat: 'ok', results: [1] }));
    installServices({ config: config(), queryClient: new QueryClient(), fetch: first });
    expect((await api().read('m', {})).results).toEqual([1]);
    const url = new URL(String(first.mock.calls[0]![0]));
    expect(url.origin + url.pathname).toBe('https://museum.test/api/rest/');
    expect(url.searchParams.get('access_token')).toBe('read-token');

    const second = vi.fn(async () => Response.json({ stat: 'ok', results: [2] }));
    installServices({
      config: config({ apiBaseUrl: 'https://other.test', accessToken: 'other-token' }),
      queryClient: new QueryClient(),
      fetch: second,
    });
    expect((await api().read('m', {})).results).toEqual([2]);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('builds one client per services object', () => {
    const services = { config: config(), queryClient: new QueryClient(), fetch: vi.fn() };
    installServices(services);
    const client = api();
    expect(api()).toBe(client);
    installServices({ ...services });
    expect(api()).not.toBe(client);
  });

  it('maps a transport that rejects like fetch does to NetworkError', async () => {
    installServices({ config: config(), queryClient: new QueryClient(), fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await api()
      .read('museum.m', {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(String(error)).not.toContain('read-token');
  });
});
