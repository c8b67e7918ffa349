import { z } from 'zod';

/** DESIGN §4: the one error shape every failing call answers. */
export const ERROR_CODES = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  /** The password was right; a second factor must follow (`second_factor` says how). */
  SECOND_FACTOR_REQUIRED: 401,
  FORBIDDEN: 403,
  /** The office requires a second factor and this session's account has none yet. */
  SECOND_FACTOR_SETUP_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** An `Idempotency-Key` sent again with another body (decision 0061). */
  IDEMPOTENCY_KEY_REUSED: 422,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

const ErrorIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ErrorIssue = z.infer<typeof ErrorIssueSchema>;

/** What a `SECOND_FACTOR_REQUIRED` answer carries for the sign-in's next step (decision 0057). */
const SecondFactorChallengeSchema = z.object({
  /** Names the pending sign-in at `POST /auth/second-factor`; valid five minutes. */
  token: z.string(),
  methods: z.array(z.enum(['totp', 'passkey', 'recovery'])),
  /** WebAuthn request options (PublicKeyCredentialRequestOptionsJSON) when a passkey may answer. */
  passkey_options: z.record(z.string(), z.unknown()).optional(),
});
export type SecondFactorChallenge = z.infer<typeof SecondFactorChallengeSchema>;

export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(ErrorIssueSchema).optional(),
  second_factor: SecondFactorChallengeSchema.optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
