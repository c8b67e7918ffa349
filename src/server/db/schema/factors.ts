import type { Grants } from '../../../contract/permissions';
import { ROLES } from '../../../contract/roles';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * A staff member's second factors (decision 0057): an authenticator app's TOTP secret, or a
 * passkey's public key. A passkey also signs in on its own (it proves possession and the
 * person's PIN or biometric at once).
 */
export const staffFactors = pgTable(
  'staff_factors',
  {
    factor_id: serial('factor_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['totp', 'passkey'] }).notNull(),
    /** The name its owner gave it ("my phone"). */
    label: text('label').notNull().default(''),
    /** TOTP: the shared secret, base32. */
    secret: text('secret'),
    /** Passkey: the credential's id and public key (base64url), its signature counter, transports. */
    credential_id: text('credential_id'),
    public_key: text('public_key'),
    counter: integer('counter').notNull().default(0),
    transports: text('transports').notNull().default(''),
    /** TOTP: the last time step accepted, so one code is never accepted twice. */
    last_step: integer('last_step'),
    created_at: at('created_at').notNull().defaultNow(),
    last_used_at: at('last_used_at'),
  },
  (t) => [
    index('staff_factors_user_idx').on(t.user_id),
    uniqueIndex('staff_factors_credential_idx').on(t.credential_id),
  ],
);

/** Ten one-time codes for when the factors are lost, stored hashed, each used once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    code_id: serial('code_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: at('used_at'),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.user_id)],
);

/**
 * A step of a sign-in or an enrolment waiting for the browser's next call, found by the hash
 * of the token handed out for it, used once, short-lived: a password accepted and waiting for
 * the second factor, a TOTP secret waiting for its first code, a WebAuthn challenge.
 */
export const authChallenges = pgTable('auth_challenges', {
  token_hash: text('token_hash').primaryKey(),
  purpose: text('purpose', {
    enum: ['second-factor', 'totp-enrol', 'passkey-enrol', 'passkey-sign-in'],
  }).notNull(),
  user_id: integer('user_id').references(() => users.user_id, { onDelete: 'cascade' }),
  /** The WebAuthn challenge, or the TOTP secret being enrolled. */
  value: text('value').notNull().default(''),
  /** Wrong codes tried against it: past a few, it is dropped. */
  attempts: integer('attempts').notNull().default(0),
  expires_at: at('expires_at').notNull(),
});

/** The office's rules for staff sign-in: one row. */
export const staffPolicy = pgTable('staff_policy', {
  policy_id: integer('policy_id').primaryKey().default(1),
  /** Every staff member must have a second factor; one without is sent to set one up. */
  require_second_factor: boolean('require_second_factor').notNull().default(false),
  /** The roles an admin gave a grantable permission to (contract/permissions.ts GRANTABLE). */
  grants: jsonb('grants').$type<Grants>().notNull().default({}),
  updated_at: at('updated_at').notNull().defaultNow(),
});

/**
 * A one-time link mailed to staff (decision 0057): a forgotten password's reset, or an
 * invitation to join with a role. Found by the hash of its token, thirty minutes, one use.
 */
export const staffLinks = pgTable('staff_links', {
  token_hash: text('token_hash').primaryKey(),
  purpose: text('purpose', { enum: ['reset', 'invite'] }).notNull(),
  /** The account a reset is for; none for an invitation (the account does not exist yet). */
  user_id: integer('user_id').references(() => users.user_id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  name: text('name').notNull().default(''),
  role: text('role', { enum: ROLES }).notNull().default('admin'),
  created_by: integer('created_by').references(() => users.user_id, { onDelete: 'set null' }),
  created_at: at('created_at').notNull().defaultNow(),
  expires_at: at('expires_at').notNull(),
  used_at: at('used_at'),
});
