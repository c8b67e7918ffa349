import { STORAGE_KEYS } from '../../contract';

/**
 * SPEC §6: the bearer token lives in localStorage `jwt_token` (the risk and its mitigations
 * are in docs/decisions). Guarded so callers stay safe on the server and in private mode.
 */
export function readToken(): string | null {
  try {
    return typeof window === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
}

export function clearToken(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.token);
  } catch {
    // Unavailable storage holds no token to clear.
  }
}

let onRefused: (() => void) | undefined;

/**
 * The AuthProvider hears here when the server refuses the stored token (the account was
 * removed, the token expired).
 */
export function onSessionRefused(listener: (() => void) | undefined): void {
  onRefused = listener;
}

/** Called by the interceptor on a 401 to a call that carried the stored token. */
export function sessionRefused(): void {
  onRefused?.();
}
