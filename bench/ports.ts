/**
 * Ports of the browser and server benchmarks. `BENCH_PORT_BASE` moves them all (default
 * 4790, clear of the e2e servers' 4310 upwards), so two checkouts can bench
 * side by side.
 */
const base = Number(process.env.BENCH_PORT_BASE ?? 4790);

export const BENCH_PORTS = {
  scroll: base,
  coldLinks: base + 1,
  lighthouse: base + 2,
  /** The bare-libraries page, served beside the app in the Lighthouse and profile runs. */
  baseline: base + 3,
  profile: base + 4,
  /** The production server under autocannon (bench/server.ts). */
  server: base + 5,
  /** The same server with its page cache on, beside the first (which is still up when it runs). */
  serverCached: base + 6,
  /** The production server attacked by bench/hostile.ts, and the mock API it renders from. */
  hostile: base + 7,
  hostileApi: base + 8,
  /** The mock API the catalogue bench harvests from, in a process of its own. */
  catalogueApi: base + 9,
  /** Each Lighthouse page's static snapshot (bench/static-snapshot.ts), beside the app it reads from. */
  snapshot: base + 10,
} as const;
