/**
 * Fault control for tests (`--control`): the next N calls of a method fail
 * in a chosen way. Rules are consumed in the order they were added.
 */
export type FaultMode = 'error' | 'stall' | 'malformed' | 'drop';

export interface FaultRule {
  method: string;
  count: number;
  mode: FaultMode;
  code?: number;
  httpStatus?: number;
  body?: string;
  /** Only calls made with this access token (lets parallel tests fault their own user). */
  token?: string;
}

const MODES: readonly FaultMode[] = ['error', 'stall', 'malformed', 'drop'];

export function parseFaultRule(raw: unknown): FaultRule | string {
  if (typeof raw !== 'object' || raw === null) return 'The body must be a JSON object.';
  const rule = raw as Record<string, unknown>;
  if (typeof rule.method !== 'string' || rule.method === '') return '"method" must be a method name or "*".';
  const count = rule.count ?? 1;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 10_000)
    return '"count" must be a whole number from 1 to 10000.';
  const mode = rule.mode ?? 'error';
  if (typeof mode !== 'string' || !MODES.includes(mode as FaultMode)) return `"mode" must be one of ${MODES.join(', ')}.`;
  if (rule.code !== undefined && (typeof rule.code !== 'number' || !Number.isInteger(rule.code))) return '"code" must be a number.';
  if (rule.httpStatus !== undefined && (typeof rule.httpStatus !== 'number' || rule.httpStatus < 200 || rule.httpStatus > 599))
    return '"httpStatus" must be an HTTP status.';
  if (rule.body !== undefined && typeof rule.body !== 'string') return '"body" must be a string.';
  if (rule.token !== undefined && typeof rule.token !== 'string') return '"token" must be a string.';
  return {
    method: rule.method,
    count,
    mode: mode as FaultMode,
    ...(rule.code !== undefined ? { code: rule.code as number } : {}),
    ...(rule.httpStatus !== undefined ? { httpStatus: rule.httpStatus as number } : {}),
    ...(rule.body !== undefined ? { body: rule.body as string } : {}),
    ...(rule.token !== undefined ? { token: rule.token as string } : {}),
  };
}

export class FaultPlan {
  private rules: FaultRule[] = [];

  add(rule: FaultRule): void {
    this.rules.push({ ...rule });
  }

  clear(): void {
    this.rules = [];
  }

  /** The fault for this call, if any, counting it down. */
  take(method: string, token: string | null): FaultRule | undefined {
    const rule = this.rules.find(
      (candidate) =>
        (candidate.method === method || candidate.method === '*') && (candidate.token === undefined || candidate.token === token),
    );
    if (!rule) return undefined;
    rule.count -= 1;
    if (rule.count <= 0) this.rules = this.rules.filter((candidate) => candidate !== rule);
    return rule;
  }
}
