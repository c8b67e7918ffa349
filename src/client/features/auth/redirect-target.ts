import { PATHS } from '../../../contract';

/** True when `raw` is the login page's own address (`/login`, `/login/`, `/login?…`). */
export function isLoginAddress(raw: string): boolean {
  try {
    const { pathname } = new URL(raw, 'http://localhost');
    return pathname.replace(/\/+$/, '').toLowerCase() === PATHS.login;
  } catch {
    return false;
  }
}

/**
 * Where to go once signed in (SPEC §2 "Login"): the `redirect` parameter, else /system.
 * Only a path on this site is followed (no open redirect through `//host` or `https://…`),
 * and a redirect back to the login page itself is ignored.
 */
export function redirectTarget(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || isLoginAddress(raw))
    return PATHS.system;
  return raw;
}
