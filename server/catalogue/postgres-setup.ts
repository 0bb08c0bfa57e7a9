/**
 * Vitest's global setup for the server tests: finds the PostgreSQL the catalogue's PostgreSQL half
 * runs against (HANGAR_TEST_POSTGRES_URL, which .ci/run exports after starting the cluster). Without
 * one reachable that half is skipped, and this says so in one line; on CI it is an error instead.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { redactTarget } from './engine.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database for the PostgreSQL tests, or null when they are skipped. */
    postgresUrl: string | null;
  }
}

export const POSTGRES_URL_VARIABLE = 'HANGAR_TEST_POSTGRES_URL';

export default async function setup(project: TestProject): Promise<void> {
  const url = process.env[POSTGRES_URL_VARIABLE];
  let reason: string | null = null;
  if (!url) {
    reason = `${POSTGRES_URL_VARIABLE} is not set`;
  } else {
    const client = new pg.Client({ connectionString: url.replace(/[?&]schema=[^&]*/, ''), connectionTimeoutMillis: 3_000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
    } catch (error) {
      reason = `${redactTarget(url)} cannot be reached (${(error as Error).message})`;
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  if (reason && process.env.CI === 'true' && url) throw new Error(`The PostgreSQL catalogue tests cannot run: ${reason}.`);
  if (reason)
    console.log(`PostgreSQL catalogue tests skipped: ${reason} (README, "One catalogue for many servers", says how to run them).`);
  project.provide('postgresUrl', reason ? null : url!);
}
