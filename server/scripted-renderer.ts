/**
 * A renderer for the render threads' tests (render-pool.test.ts), loaded in a thread through
 * RenderPoolOptions.rendererModule: what it does is in the address. `/spin/300` works 300 ms
 * in one synchronous stretch, `/api` and `/hangar` answer with what their read returned,
 * `/fail` fails, `/wait` waits until aborted, `/crash` ends its thread, `/watch` counts its signal's
 * abort and `/released` says how many were counted.
 */
import type { RenderPage } from './app.ts';

/** Pages whose signal was let go (aborted) after they were rendered. */
let released = 0;

export async function createRenderer(): Promise<RenderPage> {
  return async ({ url, fetch: read, hangarFetch, signal, template }) => {
    const [, verb, amount] = url.pathname.split('/');
    if (verb === 'spin') {
      const until = performance.now() + Number(amount);
      while (performance.now() < until);
      return { status: 200, html: `spun ${amount}` };
    }
    if (verb === 'api' || verb === 'hangar') {
      const through = verb === 'api' ? read : hangarFetch;
      if (!through) return { status: 500, html: 'no hangar fetch' };
      const response = await through(`http://api.test/rest/?method=${verb}`, { headers: { 'x-asked': 'yes' } });
      return { status: response.status, html: `${response.headers.get('x-answer') ?? ''}:${await response.text()}` };
    }
    if (verb === 'fail') throw new Error('the scripted render failed');
    if (verb === 'wait')
      return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted in the thread'))));
    if (verb === 'crash') process.exit(3);
    if (verb === 'watch') {
      signal.addEventListener('abort', () => (released += 1));
      return { status: 200, html: 'watching' };
    }
    if (verb === 'released') return { status: 200, html: String(released) };
    return { status: 200, html: template };
  };
}
