/**
 * `--control`: the fault endpoints (POST /__mock/faults, POST /__mock/reset)
 * and the answers an injected fault gives in place of the real one.
 */
import { CORS_HEADERS, DROPPED, JSON_OUTPUT, errorAnswer, respond, type MockAnswer, type MockRequest, type Output } from './answers.ts';
import { ERROR_MESSAGES, MockApiError, invalid } from './errors.ts';
import { parseFaultRule, type FaultPlan, type FaultRule } from './faults.ts';
import { RESET_PATH } from './paths.ts';
import type { Shoeboxes } from './shoebox.ts';

/** A stalled call gives up after this long, so a forgotten test does not hold a socket for ever. */
const STALL_LIMIT_MS = 30_000;

export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

export function injectedFault(rule: FaultRule, method: string, output: Output, signal?: AbortSignal): Promise<MockAnswer> | MockAnswer {
  switch (rule.mode) {
    case 'drop':
      return DROPPED;
    case 'malformed':
      return {
        status: rule.httpStatus ?? 200,
        headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
        body: rule.body ?? '{"stat":"ok","results":[{"wof:id":1',
      };
    case 'stall':
      return delay(STALL_LIMIT_MS, signal).then(() => errorAnswer(new MockApiError(512), output));
    case 'error': {
      const code = rule.code ?? 512;
      const message = ERROR_MESSAGES[code] ?? (code >= 900 ? `Injected failure for ${method}` : 'Unknown error');
      // 901 is "failed to ...": the service's fault, so a 5xx like 512; 900 stays bad input (400).
      return errorAnswer(new MockApiError(code, message, rule.httpStatus ?? (code === 901 ? 500 : undefined)), output);
    }
  }
}

/** POST only; a faults body is one rule or a list of them, all refused if one is bad. */
export async function answerControl(request: MockRequest, pathname: string, faults: FaultPlan, shoeboxes: Shoeboxes): Promise<MockAnswer> {
  if (request.method !== 'POST') return errorAnswer(new MockApiError(405));
  if (pathname === RESET_PATH) {
    shoeboxes.reset();
    faults.clear();
    return respond({ stat: 'ok' }, 200, JSON_OUTPUT);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await request.text());
  } catch {
    return errorAnswer(invalid('body', 'must be JSON'));
  }
  const parsed = (Array.isArray(raw) ? raw : [raw]).map(parseFaultRule);
  const problem = parsed.find((rule): rule is string => typeof rule === 'string');
  if (problem) return errorAnswer(new MockApiError(454, problem));
  for (const rule of parsed as FaultRule[]) faults.add(rule);
  return respond({ stat: 'ok' }, 200, JSON_OUTPUT);
}
