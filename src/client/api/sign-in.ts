import type {
  PasskeyCeremony,
  SecondFactorAnswer,
  SecondFactorChallenge,
  TokenResponse,
} from '../../contract';
import { api } from './client';
import { isApiClientError } from './errors';

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

/**
 * The second step a sign-in's failure asks for (decision 0057): the password was right and
 * the account has a second factor. The challenge rides in the error body, which the
 * converted error keeps as its cause's response.
 */
export function secondFactorOf(error: unknown): SecondFactorChallenge | undefined {
  if (!isApiClientError(error) || error.code !== 'SECOND_FACTOR_REQUIRED') return undefined;
  const cause = error.cause as
    { response?: { data?: { second_factor?: SecondFactorChallenge } } } | undefined;
  return cause?.response?.data?.second_factor;
}

/** `POST /auth/second-factor`: the token of the finished sign-in. */
export async function answerSecondFactor(answer: SecondFactorAnswer): Promise<string> {
  const { data } = await (
    await api()
  ).post<TokenResponse>('/auth/second-factor', answer, { silent: true, retryOnRateLimit: false });
  return data.jwt_token;
}

/** The browser's passkey answer to a ceremony's options (@simplewebauthn/browser, loaded when used). */
export async function passkeyAssertion(options: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return { ...(await startAuthentication({ optionsJSON: options as never })) };
}

/** Signs in with a passkey alone: the options, the browser's answer, the token. */
export async function passkeySignIn(): Promise<string> {
  const http = await api();
  const { data: ceremony } = await http.post<PasskeyCeremony>('/auth/passkey/options', undefined, {
    silent: true,
  });
  const passkey = await passkeyAssertion(ceremony.options);
  const { data } = await http.post<TokenResponse>(
    '/auth/passkey',
    { token: ceremony.token, passkey },
    { silent: true, retryOnRateLimit: false },
  );
  return data.jwt_token;
}
