/**
 * The signed-in user's token. It lives in sessionStorage only: it must not
 * outlive the browser session (kiosks, shared phones) and must never reach
 * localStorage or a URL. Anonymous visitors browse with the config's read token.
 */
import { useSyncExternalStore } from 'react';
import { USER_RQKEY_ROOT } from './query-keys.shell.ts';
import { services } from './services.shell.ts';

export interface SignedInUser {
  token: string;
  name: string;
}

const STORAGE_KEY = 'hangar.user';
const listeners = new Set<() => void>();
let current: SignedInUser | null = readStored();

function readStored(): SignedInUser | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && 'token' in parsed && 'name' in parsed) {
      const { token, name } = parsed as Record<string, unknown>;
      if (typeof token === 'string' && typeof name === 'string' && token !== '') return { token, name };
    }
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
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Private mode without storage: the session lasts until reload.
  }
  emit();
}

/**
 * The one way out of a session: the header's sign-out, a new sign-in on this
 * tab and the kiosk reset all end here, so nothing the last token fetched
 * stays in memory (in-flight requests are cancelled, then their entries
 * dropped) and the token leaves storage.
 */
export function endSession(): void {
  const { queryClient } = services();
  void queryClient.cancelQueries({ queryKey: [USER_RQKEY_ROOT] });
  queryClient.removeQueries({ queryKey: [USER_RQKEY_ROOT] });
  forgetUser();
}

function forgetUser(): void {
  current = null;
  try {
    globalThis.sessionStorage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored to remove.
  }
  emit();
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignedInUser(): SignedInUser | null {
  return useSyncExternalStore(subscribeToSession, getSignedInUser, getSignedInUser);
}
