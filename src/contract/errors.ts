import { z } from 'zod';

/** DESIGN §4: the one error shape every failing call answers. */
export const ERROR_CODES = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

const ErrorIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ErrorIssue = z.infer<typeof ErrorIssueSchema>;

export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(ErrorIssueSchema).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
