/**
 * The engine for a target: a file path (SQLite) or a postgres:// URL (PostgreSQL). Apart from
 * engine.ts, which both engines import for its types and helpers, so that no module of server/
 * imports one that imports it back (server/import-cycles.test.ts).
 */
import { isPostgresTarget, redactTarget, UnsupportedTargetError, type CatalogueEngine } from './engine.ts';

export async function engineFor(target: string): Promise<CatalogueEngine> {
  // Loaded when asked for: a server on SQLite never loads pg, one on PostgreSQL never better-sqlite3.
  if (isPostgresTarget(target)) {
    const { postgresEngine } = await import('./postgres.ts');
    return postgresEngine(target);
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target))
    throw new UnsupportedTargetError(`${redactTarget(target)}: give a file path (SQLite) or a postgres:// URL.`);
  const { sqliteEngine } = await import('./sqlite.ts');
  return sqliteEngine(target);
}
