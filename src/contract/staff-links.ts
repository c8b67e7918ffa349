/**
 * The pages a mailed staff link opens, and the one that asks for it (decision 0057): under
 * /login, so client-only like it (`isClientOnlyPath`). Its own module: the public pages'
 * first load does not carry them.
 */
export const STAFF_LINK_PAGES = {
  forgot: '/login/forgot',
  reset: '/login/reset',
  invite: '/login/invitation',
} as const;

/** `POST /auth/links/check`: what a working link is for. */
export interface StaffLinkInfo {
  purpose: 'reset' | 'invite';
  email: string;
  name: string;
}
