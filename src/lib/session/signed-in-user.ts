/**
 * The signed-in user's token. It lives in sessionStorage only: it must not
 * outlive the browser session (kiosks, shared phones) and must never reach
 * localStorage or a URL. Anonymous visitors browse with the config's read token.
 */
import { useSyncExternalStore } from 'react';
import { USER_RQKEY_ROOT } from '../clients/query-keys.ts';
import { services } from '../config/services.ts';

export interface SignedInUser {
  token: string;
  name: string;
  /**
   * The service refused a change with this token for want of permission (490): it reads but does
   * not write. The service cannot be asked beforehand, so the first refusal teaches it.
   */
  readOnly?: boolean;
}

/** Why a session ended without the visitor asking: the server refused its token (491 expired, 493 unknown). */
export type SessionEndReason = 'expired' | 'invalid';

const STORAGE_KEY = 'hangar.user';
const listeners = new Set<() => void>();
let current: SignedInUser | null = readStored();
/** Set when the server refused the token; the layout shows a notice until it is dismissed or someone signs in or out. */
let endedBecause: SessionEndReason | null = null;

function readStored(): SignedInUser | null {
  try {
    // Anything but {token, name} with a token (storage disabled, corrupt, or another shape) is signed out.
    const { token, name, readOnly } = JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? 'null') ?? {};
    if (typeof token === 'string' && token !== '' && typeof name === 'string')
      return { token, name, ...(readOnly === true ? { readOnly } : {}) };
  } catch {
    // Storage disabled or corrupt: behave as signed out.
  }
  return null;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSignedInUser(): SignedInUser | null {
  return current;
}

export function signIn(user: SignedInUser): void {
  current = user;
  endedBecause = null;
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Private mode without storage: the session lasts until reload.
  }
  emit();
}

/** The signed-in token may read but not change anything: remembered for the session, so write controls give way to a sentence. */
export function markReadOnly(): void {
  if (!current || current.readOnly) return;
  signIn({ ...current, readOnly: true });
}

/**
 * The one way out of a session: the header's sign-out, a new sign-in on this
 * tab, the kiosk reset and a token the server refuses (src/lib/clients/service-client.ts,
 * with a `reason`) all end here, so nothing the last token fetched stays in
 * memory (in-flight requests are cancelled, then their entries dropped) and
 * the token leaves storage.
 */
export function endSession(reason: SessionEndReason | null = null): void {
  const { queryClient } = services();
  void queryClient.cancelQueries({ queryKey: [USER_RQKEY_ROOT] });
  queryClient.removeQueries({ queryKey: [USER_RQKEY_ROOT] });
  endedBecause = reason;
  current = null;
  try {
    globalThis.sessionStorage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored to remove.
  }
  emit();
}

export function dismissSessionEnded(): void {
  endedBecause = null;
  emit();
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** No one is signed in on the server (a visitor's token never leaves the tab), nor while its markup hydrates. */
const signedOut = () => null;

export function useSignedInUser(): SignedInUser | null {
  return useSyncExternalStore(subscribeToSession, getSignedInUser, signedOut);
}

const getEndReason = () => endedBecause;

/** Why the last session ended on its own, until the notice is dismissed or someone signs in or out; null otherwise. */
export function useSessionEnded(): SessionEndReason | null {
  return useSyncExternalStore(subscribeToSession, getEndReason, signedOut);
}
