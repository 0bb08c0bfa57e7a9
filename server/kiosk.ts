/**
 * Which page requests are a kiosk's: kiosks run in the browser alone (their own history, attract
 * screen and idle reset), so the server sends them the shell without rendering, without a render
 * thread and without waiting for a turn among the renders.
 */
import type { PageRequest } from './app.ts';

export function isKiosk(url: URL, request: Pick<PageRequest, 'config'>): boolean {
  return request.config.kiosk.enabled || url.searchParams.has('kiosk');
}
