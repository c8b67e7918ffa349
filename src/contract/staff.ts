import { z } from 'zod';
import { TEXT_LIMITS as MAX } from './text-limits';

/**
 * The staff accounts' password rule (decision 0013): long enough that guessing is hopeless
 * behind the sign-in limit, and not a single word or a run of digits. One check, used by
 * the form as it is typed and by the server.
 */
const PASSWORD_MIN_LENGTH = 10;
const PASSWORD_MAX_LENGTH = 200;
const PASSWORD_RULE = `must be at least ${PASSWORD_MIN_LENGTH} characters, with letters and at least one digit or symbol`;

export const isStrongPassword = (password: string): boolean =>
  password.length >= PASSWORD_MIN_LENGTH &&
  password.length <= PASSWORD_MAX_LENGTH &&
  /\p{L}/u.test(password) &&
  /[^\p{L}\s]/u.test(password);

const StrongPasswordSchema = z.string().refine(isStrongPassword, PASSWORD_RULE);

/** `POST /staff`: a new admin. */
export const CreateStaffSchema = z.strictObject({
  email: z.email('must be an email address').max(MAX.email, `must be at most ${MAX.email} characters`),
  name: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(MAX.name, `must be at most ${MAX.name} characters`)
    .optional(),
  password: StrongPasswordSchema,
});
export type CreateStaff = z.infer<typeof CreateStaffSchema>;

/** `PATCH /auth/password`: the signed-in user's own password, the current one first. */
export const ChangePasswordSchema = z.strictObject({
  current_password: z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH),
  new_password: StrongPasswordSchema,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/**
 * `PATCH /auth/password`'s answer: the change ends every other session; this one goes on
 * with the token sent back.
 */
export interface PasswordChanged {
  message: string;
  jwt_token: string;
}

/**
 * One open staff session (decision 0057), as `GET /auth/sessions` and
 * `GET /staff/{id}/sessions` list it: where it was opened from and when it was last used.
 */
export interface StaffSession {
  session_id: string;
  created_at: string;
  last_seen_at: string;
  /** Named from its User-Agent; empty when unknown. */
  browser: string;
  os: string;
  ip: string;
  /** The session of the token that asked. */
  current: boolean;
}
