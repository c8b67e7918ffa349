import { z } from 'zod';
import { ROLES } from './roles';

const RoleSchema = z.enum(ROLES);

/** SPEC §3 "User": user_id and a role; the password hash never leaves the server. */
export const UserSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  creation_timestamp: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** SPEC §7 `GET /auth/token`. */
export const TokenResponseSchema = z.object({ jwt_token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponseSchema>;
