// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { OFFLINE_COPY_ATTRIBUTE, OFFLINE_COPY_HEADER } from '../../service-worker/rules.ts';
import { fetchNoticingOutages, startConnectivity } from './connectivity.ts';

/** The network as the page's fetch meets it: each call answered by the next of `answers`, or refused. */
function network(answers: Array<'answer' | 'offline-copy' | 'refused'>) {
  const calls: Array<{ url: string; cache: RequestCache | undefined }> = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), cache: init?.cache });
    const answer = answers.shift() ?? 'refused';
    if (answer === 'refused') throw new TypeError('Failed to fetch');
    return new Response('{}', { headers: answer === 'offline-copy' ? { [OFFLINE_COPY_HEADER]: '1' } : {} });
  });
  return calls;
}

/** Lets the probe's promise chain run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('connectivity', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    onlineManager.setOnline(true);
    document.documentElement.removeAttribute(OFFLINE_COPY_ATTRIBUTE);
  });
  afterEach(async () => {
    // Back online, so no probe outlives its test.
    network(['answer', 'answer']);
    await vi.advanceTimersByTimeAsync(10_000);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a dropped connection on a network that still answers stays online (the read is retried as before)', async () => {
    const calls = network(['refused', 'answer']);
    await expect(fetchNoticingOutages('/rest/?method=m')).rejects.toThrow(TypeError);
    await settle();
    expect(calls[1]).toEqual({ url: expect.stringMatching(/\/config\.json$/), cache: 'no-store' });
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('a refused read whose probe is refused too is offline, until a later probe gets through', async () => {
    network(['refused', 'refused']);
    await expect(fetchNoticingOutages('/rest/?method=m')).rejects.toThrow(TypeError);
    await settle();
    expect(onlineManager.isOnline()).toBe(false);
    network(['refused']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(onlineManager.isOnline()).toBe(false);
    network(['answer']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('a copy the worker sent for a failed read counts as a failure, and the page still gets it', async () => {
    network(['offline-copy', 'refused']);
    const response = await fetchNoticingOutages('/rest/?method=m');
    expect(await response.json()).toEqual({});
    await settle();
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('an aborted request says nothing about the network', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      calls.push(String(input));
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(fetchNoticingOutages('/rest/?method=m')).rejects.toThrow('aborted');
    await settle();
    expect(calls).toHaveLength(1);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('a document the worker sent as its copy from an earlier visit starts offline', async () => {
    document.documentElement.setAttribute(OFFLINE_COPY_ATTRIBUTE, '');
    network([]);
    startConnectivity();
    expect(onlineManager.isOnline()).toBe(false);
  });
});
