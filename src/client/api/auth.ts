import { TokenResponseSchema, UserSchema, type User } from '../../contract';
import { http } from './http';

/** SPEC §7 `GET /auth/token`: Basic authorization built from email and password. */
export async function requestToken(email: string, password: string): Promise<string> {
  const basic = btoa(String.fromCharCode(...new TextEncoder().encode(`${email}:${password}`)));
  const { data } = await http.get<unknown>('/auth/token', { headers: { Authorization: `Basic ${basic}` }, silent: true });
  return TokenResponseSchema.parse(data).jwt_token;
}

/** SPEC §7 `GET /auth/user` with the stored token (attached by the axios instance). */
export async function getCurrentUser(): Promise<User> {
  const { data } = await http.get<unknown>('/auth/user', { silent: true });
  return UserSchema.parse(data);
}
