import type { PasskeyCeremony, StaffLinkInfo, StaffRole, TokenResponse } from '../../contract';
import { api } from './client';

// The mailed links' calls (decision 0057): the pages under /login that use them, lazy like it.

/** `POST /auth/forgot-password`: the server's answer, the same for any address. */
export const askForPasswordLink = async (email: string): Promise<string> =>
  (await (await api()).post<{ message: string }>('/auth/forgot-password', { email }, { silent: true })).data
    .message;

/** `POST /auth/links/check`: what a link is for; rejects when it has expired or was used. */
export const checkStaffLink = async (token: string): Promise<StaffLinkInfo> =>
  (await (await api()).post<StaffLinkInfo>('/auth/links/check', { token }, { silent: true })).data;

/** `POST /auth/reset-password`. */
export const resetPassword = async (token: string, newPassword: string): Promise<string> =>
  (
    await (
      await api()
    ).post<{ message: string }>(
      '/auth/reset-password',
      { token, new_password: newPassword },
      { silent: true },
    )
  ).data.message;

/** `POST /auth/invitations/accept` with a password: the new account's token. */
export const joinWithPassword = async (token: string, name: string, password: string): Promise<string> =>
  (
    await (
      await api()
    ).post<TokenResponse>('/auth/invitations/accept', { token, name, password }, { silent: true })
  ).data.jwt_token;

/** Joins with a passkey: the options, the browser's new credential, the account and its token. */
export async function joinWithPasskey(token: string, name: string): Promise<string> {
  const http = await api();
  const { data: ceremony } = await http.post<PasskeyCeremony>(
    '/auth/invitations/passkey/options',
    { token },
    { silent: true },
  );
  const { startRegistration } = await import('@simplewebauthn/browser');
  const passkey = { ...(await startRegistration({ optionsJSON: ceremony.options as never })) };
  const { data } = await http.post<TokenResponse>(
    '/auth/invitations/accept',
    { token, name, ceremony: ceremony.token, passkey },
    { silent: true },
  );
  return data.jwt_token;
}

/** `POST /staff/invitations`: the answer, with the link itself when mail is not set up. */
export const inviteStaff = async (body: { email: string; name?: string; role: StaffRole }) =>
  (await (await api()).post<{ message: string; url?: string }>('/staff/invitations', body)).data;
