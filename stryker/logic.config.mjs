import { area } from './base.mjs';

/** Feature logic: shoebox cache and mutations, flights bucketing and dates, linkify, runtime config, kiosk mode. */
export default area(
  'logic',
  [
    'src/features/shoebox/cache.ts',
    'src/features/shoebox/mutations.ts',
    'src/features/flights/bucketing.ts',
    'src/features/flights/dates.ts',
    'src/features/social/linkify.ts',
    'src/lib/config/runtime-config.ts',
    'src/features/kiosk/kiosk-mode.ts',
  ],
  85,
);
