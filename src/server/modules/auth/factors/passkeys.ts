import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import type { FactorRow } from './factors.queries';

/**
 * @simplewebauthn/server, loaded on the first passkey call: importing it takes about a
 * second of a start-up (its attestation formats and certificate parsers), which every server
 * start, test app and CLI run would pay for a feature most of them never touch.
 */
const webauthn = () => import('@simplewebauthn/server');

/**
 * Passkeys (WebAuthn, decision 0057) through @simplewebauthn/server. The relying party is
 * the site: PUBLIC_URL's host when it is set (behind a proxy, the address people type),
 * else the address of the request, as a development machine serves it.
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingParty(
  request: FastifyRequest,
  publicUrl: string | undefined,
  name: string,
): RelyingParty {
  const site = new URL(publicUrl ?? `${request.protocol}://${request.host}`);
  return { id: site.hostname, origin: site.origin, name };
}

const transportsOf = (row: FactorRow) =>
  row.transports ? (row.transports.split(',') as AuthenticatorTransport[]) : undefined;

const credentialOf = (row: FactorRow) => ({
  id: row.credential_id ?? '',
  publicKey: Buffer.from(row.public_key ?? '', 'base64url'),
  counter: row.counter,
  transports: transportsOf(row),
});

/** Options to create a passkey for `user`, never one more on an authenticator that holds one. */
export async function registrationOptions(
  rp: RelyingParty,
  user: { user_id: number; email: string; name: string; handle?: Uint8Array<ArrayBuffer> },
  existing: FactorRow[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { generateRegistrationOptions } = await webauthn();
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name || user.email,
    userID: user.handle ?? new TextEncoder().encode(`staff:${user.user_id}`),
    attestationType: 'none',
    excludeCredentials: existing
      .filter((f) => f.kind === 'passkey')
      .map((f) => ({ id: f.credential_id ?? '', transports: transportsOf(f) })),
    // A passkey also signs in alone: it must be discoverable and check the person (PIN, biometric).
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/** The new credential's columns when the browser's answer holds, else undefined. */
export async function verifiedRegistration(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  challenge: string,
) {
  const { verifyRegistrationResponse } = await webauthn();
  const { verified, registrationInfo } = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const, registrationInfo: undefined }));
  if (!verified) return undefined;
  const { credential } = registrationInfo;
  return {
    credential_id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: (credential.transports ?? []).join(','),
  };
}

/**
 * Options to sign in: with `passkeys`, one of them (a second factor after the password); with
 * none, any passkey of this site the authenticator holds (signing in with a passkey alone).
 */
export async function authenticationOptions(
  rp: RelyingParty,
  passkeys: FactorRow[] = [],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { generateAuthenticationOptions } = await webauthn();
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: passkeys.map((f) => ({ id: f.credential_id ?? '', transports: transportsOf(f) })),
    userVerification: passkeys.length > 0 ? 'preferred' : 'required',
  });
}

/** The passkey's new signature counter when the browser's answer holds, else undefined. */
export async function verifiedAuthentication(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  challenge: string,
  passkey: FactorRow,
  requireUserVerification: boolean,
): Promise<number | undefined> {
  const { verifyAuthenticationResponse } = await webauthn();
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: credentialOf(passkey),
    requireUserVerification,
  }).catch(() => undefined);
  return result?.verified ? result.authenticationInfo.newCounter : undefined;
}
