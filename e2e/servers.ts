/**
 * The mock servers the e2e suite runs against, each the built app + mock API.
 * `E2E_PORT_BASE` moves all four (default 4310), so two checkouts can run
 * their suites side by side without one reusing the other's servers.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4310);

function server(offset: number, flags: string) {
  const port = base + offset;
  return { port, url: `http://127.0.0.1:${port}`, flags };
}

export const E2E_SERVERS = {
  demo: server(0, '--control'),
  large: server(1, '--scale large --control'),
  // The two below serve only hardening.spec.ts's lists, never a search: no catalogue to harvest
  // before they answer (3-4 s of CPU each at the start of every run).
  /** One read in five fails: half HTTP 500, half dropped connections. */
  flaky: server(2, '--fail-rate 0.2 --no-catalogue'),
  /** Cursors from 500 results up, valid for one second. */
  shortCursors: server(3, '--cursor-threshold 500 --cursor-ttl 1 --no-catalogue'),
} as const;
