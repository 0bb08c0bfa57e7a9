/**
 * The kiosk's own history (docs/decisions/0044): the router's entries live in
 * memory, never in the browser's, so nothing on screen or off it (a swipe, a
 * Back key) can take the kiosk to the page it was opened from or off the
 * app's origin; and a new visitor starts from an empty history
 * (`forgetEarlier`), so Back reaches nothing of the last visitor's.
 *
 * It is react-router's memory history with the two things a kiosk needs and
 * `createMemoryRouter` hides: where it stands (`index`, to grey out Back on the
 * first page) and a way to drop every entry but the current one. Every entry
 * gets a fresh key, the first one too: scroll and list positions are stored
 * by key, and the memory history's fixed "default" first key would hand the
 * next visitor the last one's place on their first page.
 */
import type { Location, NavigationType, To } from 'react-router';

// react-router's navigation types, by value (its enum is not imported: the shell would have to export it).
const POP = 'POP' as NavigationType;
const PUSH = 'PUSH' as NavigationType;
const REPLACE = 'REPLACE' as NavigationType;

type Listener = (update: { action: NavigationType; location: Location; delta: number | null }) => void;

export interface KioskHistory {
  readonly action: NavigationType;
  readonly location: Location;
  /** How many entries lie behind the current one: 0 means Back has nowhere to go. */
  readonly index: number;
  createHref(to: To): string;
  createURL(to: To): URL;
  encodeLocation(to: To): { pathname: string; search: string; hash: string };
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  listen(listener: Listener): () => void;
  /** Drops every entry but the current one: what the next visitor starts from. */
  forgetEarlier(): void;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function pathOf(to: To): { pathname: string; search: string; hash: string } {
  if (typeof to !== 'string') return { pathname: to.pathname || '/', search: to.search || '', hash: to.hash || '' };
  const url = new URL(to, 'http://kiosk');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

function hrefOf(to: To): string {
  if (typeof to === 'string') return to;
  const { pathname, search, hash } = pathOf(to);
  return `${pathname}${search}${hash}`;
}

/** The router hands over full locations (with its own key); anything else becomes one. */
function locationOf(to: To, state: unknown): Location {
  if (typeof to === 'object' && 'key' in to && typeof to.key === 'string') return to as Location;
  return { ...pathOf(to), state: state ?? null, key: newKey() };
}

export function createKioskHistory(start: To): KioskHistory {
  let entries: Location[] = [locationOf(start, null)];
  let index = 0;
  let action = POP;
  let listener: Listener | null = null;

  return {
    get action() {
      return action;
    },
    get location() {
      return entries[index]!;
    },
    get index() {
      return index;
    },
    createHref: hrefOf,
    createURL: (to) => new URL(hrefOf(to), globalThis.location?.origin ?? 'http://localhost'),
    encodeLocation: pathOf,
    push(to, state) {
      action = PUSH;
      index += 1;
      entries = [...entries.slice(0, index), locationOf(to, state)];
    },
    replace(to, state) {
      action = REPLACE;
      const location = locationOf(to, state);
      entries = entries.map((entry, at) => (at === index ? location : entry));
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      // Back on the first entry stays put without telling the router: no navigation, no reload of the page's data.
      if (next === index) return;
      action = POP;
      index = next;
      listener?.({ action, location: entries[index]!, delta });
    },
    listen(next) {
      listener = next;
      return () => {
        listener = null;
      };
    },
    forgetEarlier() {
      entries = [entries[index]!];
      index = 0;
    },
  };
}

let active: KioskHistory | null = null;

/** The history the kiosk router runs on (one per page load), for the kiosk layer's Back and session reset. */
export function kioskHistory(): KioskHistory | null {
  return active;
}

export function setKioskHistory(history: KioskHistory): void {
  active = history;
}
