/**
 * What /healthz tells a load balancer, after @fastify/under-pressure's signals: how late the request
 * loop runs (event-loop delay over the last window), the heap against its limit, the process's
 * memory, and the admission queues (pages being rendered, searches) with what they shed. The
 * answer itself costs microseconds and never waits for a render or a search, so it stays a true
 * "is this instance answering". It turns 503 only when the process is past saving: the loop more
 * than UNHEALTHY_DELAY_MS late for a whole window, or the heap nearly full.
 *
 * Shed requests are also written to the JSON log, as one line a second at most with the counts
 * since the last line (a flood of 503s is not a flood of log lines).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import type { AdmissionStats } from './admission.ts';
import type { PoolStats } from './catalogue/search-pool.ts';

const WINDOW_MS = 10_000;
const RESOLUTION_MS = 10;
export const UNHEALTHY_DELAY_MS = 1_000;
const HEAP_NEARLY_FULL = 0.95;
const MB = 1024 * 1024;

export interface HealthSources {
  renders?: { stats(): AdmissionStats };
  search?: { snapshot(): PoolStats };
  log?: (line: string) => void;
}

export interface Health {
  status: 'ok' | 'under-pressure';
  /** The request loop's lateness over the last full window (or the current one before the first ends), ms. */
  loop: { delayP50Ms: number; delayP99Ms: number; delayMaxMs: number };
  heap: { usedMb: number; limitMb: number };
  rssMb: number;
  renders?: AdmissionStats;
  search?: PoolStats;
}

const round = (value: number) => Math.round(value * 10) / 10;

export function healthMonitor(sources: HealthSources) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let last: Health['loop'] | null = null;
  // The histogram holds the time between the sampling timer's runs: its own period is no delay.
  const late = (nanoseconds: number) => round(Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS));
  const read = (): Health['loop'] => ({
    delayP50Ms: late(histogram.percentile(50)),
    delayP99Ms: late(histogram.percentile(99)),
    delayMaxMs: late(histogram.max),
  });
  const window = setInterval(() => {
    last = read();
    histogram.reset();
  }, WINDOW_MS);
  window.unref();

  let logged = { renders: 0, search: 0 };
  const shedTotals = () => {
    const renders = sources.renders?.stats().shed;
    const search = sources.search?.snapshot().shed;
    return {
      renders: renders ? renders.queueFull + renders.waitedTooLong : 0,
      search: search ? search.queueFull + search.waitedTooLong + search.overBudget : 0,
    };
  };
  const shedLog = setInterval(() => {
    const now = shedTotals();
    if (now.renders === logged.renders && now.search === logged.search) return;
    sources.log?.(
      JSON.stringify({
        time: new Date().toISOString(),
        event: 'shed',
        renders: now.renders - logged.renders,
        searches: now.search - logged.search,
        renders_total: now.renders,
        searches_total: now.search,
      }),
    );
    logged = now;
  }, 1_000);
  shedLog.unref();

  return {
    snapshot(): Health {
      const loop = last ?? read();
      const heap = getHeapStatistics();
      const usedMb = round(heap.used_heap_size / MB);
      const limitMb = round(heap.heap_size_limit / MB);
      const pressed = loop.delayP50Ms > UNHEALTHY_DELAY_MS || heap.used_heap_size > heap.heap_size_limit * HEAP_NEARLY_FULL;
      return {
        status: pressed ? 'under-pressure' : 'ok',
        loop,
        heap: { usedMb, limitMb },
        rssMb: round(process.memoryUsage.rss() / MB),
        ...(sources.renders ? { renders: sources.renders.stats() } : {}),
        ...(sources.search ? { search: sources.search.snapshot() } : {}),
      };
    },
    stop() {
      clearInterval(window);
      clearInterval(shedLog);
      histogram.disable();
    },
  };
}
