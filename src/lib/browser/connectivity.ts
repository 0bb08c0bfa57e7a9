/**
 * Whether the network answers, as the page can tell (docs/decisions/0043). The browser's own
 * `online`/`offline` events (react-query's onlineManager listens to them) miss the cases the service
 * worker makes common: a page opened from the worker's copy after a restart, a kiosk whose local
 * network is up and whose uplink is down. So a document the worker sends as its copy means offline
 * at once; a failed request, or a data copy the worker marks as standing in for the network, means
 * offline once a request that bypasses every cache fails too (a flaky network's dropped connection
 * is retried as before). Offline, that probe asks every few seconds, and its first answer means
 * online again (paused queries resume, failed ones refetch, the banner goes), without anyone
 * touching it.
 */
import { onlineManager } from '@tanstack/react-query';
import { OFFLINE_COPY_ATTRIBUTE, OFFLINE_COPY_HEADER } from '../../service-worker/rules.ts';

const PROBE_INTERVAL_MS = 5000;
let probe: ReturnType<typeof setInterval> | undefined;
let checking: Promise<void> | undefined;

/** The network did not answer: offline until the probe gets through (or the browser says online). */
export function networkUnreachable(): void {
  onlineManager.setOnline(false);
  probe ??= setInterval(() => void probeNetwork(), PROBE_INTERVAL_MS);
}

/** Whether the server answers at all; no-store keeps the worker's copies out of it (rules.ts). */
async function reachable(): Promise<boolean> {
  try {
    await fetch(new URL(`${import.meta.env.BASE_URL}config.json`, window.location.origin), { cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

async function probeNetwork(): Promise<void> {
  if (!(await reachable())) return;
  clearInterval(probe);
  probe = undefined;
  onlineManager.setOnline(true);
}

/**
 * One request failed at the network: a dropped connection on a flaky network (retried as usual),
 * or the network gone. Asking once more tells them apart.
 */
function suspectOutage(): void {
  if (probe !== undefined || checking) return;
  checking = reachable().then((answered) => {
    checking = undefined;
    if (!answered) networkUnreachable();
  });
}

/** The starting state: the browser's word, and whether this document is the worker's copy from an earlier visit. */
export function startConnectivity(): void {
  onlineManager.setOnline(navigator.onLine);
  if (document.documentElement.hasAttribute(OFFLINE_COPY_ATTRIBUTE)) networkUnreachable();
}

/** The browser's fetch, noticing a network that fails or a copy standing in for it. */
export const fetchNoticingOutages: typeof fetch = async (input, init) => {
  try {
    const response = await fetch(input, init);
    // The worker answered from its copy because the network failed.
    if (response.headers.has(OFFLINE_COPY_HEADER)) suspectOutage();
    return response;
  } catch (error) {
    // An aborted request (a page left, a timeout) says nothing about the network.
    if (!(error instanceof DOMException && error.name === 'AbortError')) suspectOutage();
    throw error;
  }
};
