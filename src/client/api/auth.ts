import type { User } from '../../contract';
import { api } from './client';
import { readToken } from './token';

// Responses are typed by the contract and validated by the server's response schemas;
// parsing them again here would put zod in the first-load bundle (DESIGN §8). Signing in
// is ./sign-in.ts, loaded with the login page only.

const fetchCurrentUser = async (): Promise<User> =>
  (await (await api()).get<User>('/auth/user', { silent: true })).data;

let early: Promise<User> | undefined;

/**
 * Starts the stored session's check while the back office's code loads (entry-client.tsx,
 * decision 0051), so the screen's first render does not wait for it after that code.
 */
export function checkStoredSessionEarly(): void {
  if (readToken() && !early) {
    early = fetchCurrentUser();
    // Its failure is the first `getCurrentUser`'s to handle.
    early.catch(() => {});
  }
}

/**
 * SPEC §7 `GET /auth/user` with the stored token (attached by the axios instance); the first
 * call takes the check started early, if one was.
 */
export async function getCurrentUser(): Promise<User> {
  const started = early;
  early = undefined;
  return started ?? fetchCurrentUser();
}
