/**
 * Second factors (decision 0057): types only, the server keeps the schemas (a schema in the
 * shared contract weighs on the public pages' chunks).
 */
export type FactorKind = 'totp' | 'passkey';

/** One of a staff member's factors as listed: never its secret or key. */
export interface StaffFactor {
  factor_id: number;
  kind: FactorKind;
  label: string;
  created_at: string;
  last_used_at: string | null;
}

/** `GET /auth/factors`. */
export interface StaffFactors {
  items: StaffFactor[];
  /** Recovery codes not used yet. */
  recovery_codes_left: number;
  /** The office requires a second factor of every staff member. */
  required: boolean;
}

/** `POST /auth/factors/totp`: what the set-up screen shows until the first code confirms it. */
export interface TotpEnrolment {
  token: string;
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  uri: string;
  qr_svg: string;
}

/** A factor added; the first one also brings the recovery codes, shown once. */
export interface FactorAdded {
  message: string;
  factor: StaffFactor;
  recovery_codes?: string[];
}

/** `POST /auth/second-factor`: the code (an app's six digits, or a recovery code), or a passkey's answer. */
export interface SecondFactorAnswer {
  token: string;
  code?: string;
  /** AuthenticationResponseJSON, as @simplewebauthn/browser gives it. */
  passkey?: Record<string, unknown>;
}

/** A WebAuthn ceremony's options and the token that names it. */
export interface PasskeyCeremony {
  token: string;
  options: Record<string, unknown>;
}
