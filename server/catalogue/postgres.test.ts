/**
 * The PostgreSQL engine against a real database (HANGAR_TEST_POSTGRES_URL; postgres-setup.ts says
 * in one line when there is none): the contract suite every engine passes, each engine in a
 * namespace (schema) of its own, dropped at the end; then what only a shared database has.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, inject } from 'vitest';
import { engineContract } from './engine-contract.ts';
import { postgresEngine, type PostgresOptions } from './postgres.ts';

const url = inject('postgresUrl');
const schemas: string[] = [];

/** A URL to a namespace nobody else uses. */
export function freshSchema(): { url: string; schema: string } {
  const schema = `hangar_test_${randomBytes(5).toString('hex')}`;
  schemas.push(schema);
  return { url: `${url}${url!.includes('?') ? '&' : '?'}schema=${schema}`, schema };
}

export function freshEngine(options: PostgresOptions = {}) {
  // A replaced generation is dropped 0.2 s after the switch here (10 s in production): the suite's readers look every query.
  return postgresEngine(freshSchema().url, { retireAfterMs: 200, ...options });
}

describe.skipIf(!url)('PostgreSQL', () => {
  afterAll(async () => {
    const client = new pg.Client({ connectionString: url! });
    await client.connect();
    for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  engineContract('PostgreSQL', () => freshEngine());
});
