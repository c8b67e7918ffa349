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
