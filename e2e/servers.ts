/** The mock servers the e2e suite runs against, each the built app + mock API. */
export const E2E_SERVERS = {
  demo: { port: 4310, url: 'http://127.0.0.1:4310', flags: '--control' },
  large: { port: 4311, url: 'http://127.0.0.1:4311', flags: '--scale large --control' },
  /** One read in five fails: half HTTP 500, half dropped connections. */
  flaky: { port: 4312, url: 'http://127.0.0.1:4312', flags: '--fail-rate 0.2' },
  /** Cursors from 500 results up, valid for one second. */
  shortCursors: { port: 4313, url: 'http://127.0.0.1:4313', flags: '--cursor-threshold 500 --cursor-ttl 1' },
} as const;
