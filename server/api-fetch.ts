/**
 * How the server calls the API: the platform's fetch with a timeout on every
 * call, so one slow answer costs a page its server rendering (the shell is
 * sent instead), never a connection held open.
 */
export const API_TIMEOUT_MS = 1_500;

export function apiFetch(base: typeof fetch, timeoutMs = API_TIMEOUT_MS): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return base(input, { ...init, signal });
  };
}
