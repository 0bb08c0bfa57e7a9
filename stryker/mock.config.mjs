import { area } from './base.mjs';

/** The mock's core: dispatch, operations, pagination, cursors, errors. */
export default area(
  'mock',
  [
    'mock/handle.ts',
    'mock/operations.ts',
    'mock/pagination.ts',
    'mock/cursor.ts',
    'mock/errors.ts',
    'mock/answers.ts',
    'mock/auth.ts',
    'mock/control.ts',
    'mock/page-cache.ts',
    'mock/paths.ts',
  ],
  80,
);
