/** The mock servers the e2e suite runs against, each the built app + mock API. */
export const E2E_SERVERS = {
  demo: { port: 4310, url: 'http://127.0.0.1:4310', flags: '--control' },
  large: { port: 4311, url: 'http://127.0.0.1:4311', flags: '--scale large --control' },
} as const;
