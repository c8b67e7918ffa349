import type { TokenResponse, User } from '../../contract';
import { api } from './client';

// Responses are typed by the contract and validated by the server's response schemas;
// parsing them again here would put zod in the first-load bundle (DESIGN §8).

/** SPEC §7 `GET /auth/token`: Basic authorization built from email and password. */
export async function requestToken(email: string, password: string): Promise<string> {
  const basic = btoa(String.fromCharCode(...new TextEncoder().encode(`${email}:${password}`)));
  const { data } = await (
    await api()
  ).get<TokenResponse>('/auth/token', {
    headers: { Authorization: `Basic ${basic}` },
    silent: true,
    retryOnRateLimit: false,
  });
  return data.jwt_token;
}

/** SPEC §7 `GET /auth/user` with the stored token (attached by the axios instance). */
export async function getCurrentUser(): Promise<User> {
  const { data } = await (await api()).get<User>('/auth/user', { silent: true });
  return data;
}
