/**
 * Every path the mock answers, in one place: the handler dispatches on them,
 * the node server and the Vite plugin use them to tell API traffic from the
 * app's own files, and the generator builds image URLs with them.
 */
const REST_PATH = '/rest/';
export const CONFIG_PATH = '/config.json';
export const MEDIA_PREFIX = '/media/';
const CONTROL_PREFIX = '/__mock/';
export const FAULTS_PATH = `${CONTROL_PREFIX}faults`;
export const RESET_PATH = `${CONTROL_PREFIX}reset`;

export type ImageLabel = 'n' | 'z' | 'b' | 'k';

/** The real service's endpoint is `/rest/`; the slashless form is accepted as hosts usually do. */
export function isRestPath(pathname: string): boolean {
  return pathname === REST_PATH || pathname === '/rest';
}

/** Paths the mock owns; anything else is the app's (static files or, in dev, Vite's). */
export function isMockPath(pathname: string): boolean {
  return (
    pathname.startsWith('/rest/') ||
    pathname === '/rest' ||
    pathname === CONFIG_PATH ||
    pathname.startsWith(MEDIA_PREFIX) ||
    pathname.startsWith(CONTROL_PREFIX)
  );
}

/** A request target (path and query) in its two parts, without building a URL object per request. */
export function splitTarget(target: string): { pathname: string; search: string } {
  const mark = target.indexOf('?');
  return mark === -1 ? { pathname: target, search: '' } : { pathname: target.slice(0, mark), search: target.slice(mark + 1) };
}

/** `{label}` stays literal: the record's `url_template` is filled in by the app. */
export function imagePath(imageId: bigint, label: ImageLabel | '{label}'): string {
  return `${MEDIA_PREFIX}${imageId}/${label}.jpg`;
}

const IMAGE_PATH = /^\/media\/(\d{1,19})\/([nzbk])\.jpg$/;

export function parseImagePath(pathname: string): { imageId: bigint; label: ImageLabel } | null {
  const match = IMAGE_PATH.exec(pathname);
  return match ? { imageId: BigInt(match[1]!), label: match[2] as ImageLabel } : null;
}
