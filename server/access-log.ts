/**
 * One structured line per request, written when the answer is finished (or
 * the client went away). The query's values are left out: a `next_query` or
 * a hand-typed address may carry anything, so only the parameter names are
 * logged.
 */
import type { NextFunction, Request, Response } from 'express';

export interface AccessLogEntry {
  time: string;
  method: string;
  path: string;
  /** The names of the query's parameters, without their values. */
  query?: string[];
  status: number;
  ms: number;
  /** True when the client went away before the answer was finished. */
  aborted?: true;
}

/** The longest path a line holds, the cut marked by its last character. */
const MAX_PATH = 512;

/** The path and the query's parameter names of a request target, safe to log. */
export function loggablePath(target: string): { path: string; query?: string[] } {
  const mark = target.indexOf('?');
  const whole = mark === -1 ? target : target.slice(0, mark);
  // Any address may be long (a token pasted into it by mistake is still someone's secret, a
  // scanner sends 15 KB of junk): one request is one short line.
  const path = whole.length > MAX_PATH ? `${whole.slice(0, MAX_PATH - 1)}…` : whole;
  if (mark === -1) return { path };
  const names = new Set<string>();
  for (const pair of target.slice(mark + 1).split('&')) {
    const name = pair.split('=', 1)[0] ?? '';
    if (name !== '') names.add(name.slice(0, 64));
    if (names.size >= 20) break;
  }
  return { path, ...(names.size > 0 ? { query: [...names] } : {}) };
}

export function accessLog(write: (line: string) => void) {
  return (request: Request, response: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    let written = false;
    const done = (aborted: boolean) => {
      if (written) return;
      written = true;
      const entry: AccessLogEntry = {
        time: new Date().toISOString(),
        method: request.method,
        ...loggablePath(request.originalUrl),
        status: response.statusCode,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        ...(aborted ? { aborted: true as const } : {}),
      };
      write(JSON.stringify(entry));
    };
    response.once('finish', () => done(false));
    response.once('close', () => done(!response.writableFinished));
    next();
  };
}
