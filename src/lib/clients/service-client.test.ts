// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { NetworkError } from '../../api/errors.ts';
import { LISTS, WRITES } from '../../api/operations.ts';
import { api } from './service-client.ts';
import { USER_RQKEY_ROOT } from './query-keys.ts';
import { dismissSessionEnded, endSession, getSignedInUser, signIn, useSessionEnded } from '../session/signed-in-user.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import { installServices } from '../config/services.ts';

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

describe('a signed-in token the server refuses', () => {
  const refused = (code: number) => Response.json({ stat: 'error', error: { code, message: 'token refused' } }, { status: code });
  const ok = (results: unknown[]) => Response.json({ stat: 'ok', results });
  /** A server that refuses `badToken` with `code`, no token with 494, and answers every other token. */
  function serverRefusing(badToken: string, code: number) {
    const tokens: (string | null)[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const token = url.searchParams.get('access_token') ?? new URLSearchParams(String(init?.body ?? '')).get('access_token');
      tokens.push(token);
      if (token === null) return refused(494);
      return token === badToken ? refused(code) : ok(['public']);
    });
    const queryClient = new QueryClient();
    installServices({ config: config(), queryClient, fetch });
    return { tokens, queryClient };
  }

  // A test's hook may still be on screen: it follows the session ending.
  afterEach(() => act(() => endSession()));

  it.each([
    [491, 'expired'],
    [493, 'invalid'],
  ] as const)('%i: a public read is answered with the read token, and the session ends saying it %s', async (code, reason) => {
    const { tokens } = serverRefusing('expired-ada', code);
    signIn({ token: 'expired-ada', name: 'Ada' });
    const ended = renderHook(() => useSessionEnded());

    // The refusal ends the session, which the hook on screen shows.
    const answer = await act(() => api().read('museum.collection.collections.getObjects', {}));
    expect(answer.results).toEqual(['public']);

    expect(tokens).toEqual(['expired-ada', 'read-token']);
    expect(getSignedInUser()).toBeNull();
    expect(ended.result.current).toBe(reason);
    // The next read goes straight out with the read token.
    await api().read('museum.millsfield.flights.getFlightsForDate', {});
    expect(tokens.slice(2)).toEqual(['read-token']);
  });

  it('the user’s own data is never asked for with the read token: the shoebox keeps the error', async () => {
    const { tokens, queryClient } = serverRefusing('expired-ada', 491);
    signIn({ token: 'expired-ada', name: 'Ada' });
    queryClient.setQueryData([USER_RQKEY_ROOT, 'shoebox', 'Ada'], 'saved items');

    const listing = await api()
      .read(LISTS.listItems.method, {})
      .catch((caught: unknown) => caught);
    const removal = await api()
      .write(WRITES.removeItem, { shoebox_id: '1' })
      .catch((caught: unknown) => caught);

    expect(listing).toMatchObject({ code: 491 });
    // Once signed out, a write to the shoebox goes without a token rather than with the read token.
    expect(removal).toMatchObject({ code: 494 });
    expect(tokens).toEqual(['expired-ada', null]);
    expect(getSignedInUser()).toBeNull();
    expect(queryClient.getQueryData([USER_RQKEY_ROOT, 'shoebox', 'Ada'])).toBeUndefined();
  });

  it('other failures leave the session alone', async () => {
    const { tokens } = serverRefusing('read-ada', 490);
    signIn({ token: 'read-ada', name: 'Ada' });

    await expect(api().write(WRITES.removeItem, { shoebox_id: '1' })).rejects.toMatchObject({ code: 490 });

    expect(tokens).toEqual(['read-ada']);
    expect(getSignedInUser()).toEqual({ token: 'read-ada', name: 'Ada' });
  });

  it('ends only the session that sent the refused token: someone who signed in meanwhile stays signed in', async () => {
    const answers: ((response: Response) => void)[] = [];
    installServices({
      config: config(),
      queryClient: new QueryClient(),
      fetch: () => new Promise<Response>((resolve) => answers.push(resolve)),
    });
    signIn({ token: 'expired-ada', name: 'Ada' });
    const reading = api().read('museum.collection.collections.getObjects', {});
    await vi.waitFor(() => expect(answers).toHaveLength(1));

    signIn({ token: 'demo-grace', name: 'Grace' });
    answers[0]!(refused(491));
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!(ok(['public']));

    expect((await reading).results).toEqual(['public']);
    expect(getSignedInUser()).toEqual({ token: 'demo-grace', name: 'Grace' });
  });

  it('the notice goes when it is dismissed, and when someone signs in or out', () => {
    installServices({ config: config(), queryClient: new QueryClient(), fetch: vi.fn() });
    const ended = renderHook(() => useSessionEnded());
    act(() => endSession('expired'));
    expect(ended.result.current).toBe('expired');
    act(() => dismissSessionEnded());
    expect(ended.result.current).toBeNull();

    act(() => endSession('invalid'));
    act(() => signIn({ token: 'demo-ada', name: 'Ada' }));
    expect(ended.result.current).toBeNull();

    act(() => endSession('expired'));
    act(() => endSession());
    expect(ended.result.current).toBeNull();
  });
});
