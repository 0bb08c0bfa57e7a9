import { area } from './base.mjs';

/** The fetch layer: client, pagination, errors, int64 parsing, retry, operations. */
export default area('api', ['src/api/**/*.ts', '!src/api/**/*.test.ts'], 90);
