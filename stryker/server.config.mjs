import { area } from './base.mjs';

/** The server: rendering, the page cache, headers, language negotiation, the config and the app. */
export default area(
  'server',
  ['server/language.ts', 'server/config.ts', 'server/headers.ts', 'server/page-cache.ts', 'server/app.ts', 'server/render.tsx'],
  85,
);
