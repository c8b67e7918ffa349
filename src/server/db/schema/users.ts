import { ROLES } from '../../../contract/roles';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** SPEC §3 "User": email unique case-insensitively, argon2id hash. */
export const users = pgTable(
  'users',
  {
    user_id: serial('user_id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('admin'),
    password_hash: text('password_hash').notNull(),
    /** Tokens issued before it are refused (decision 0014): a password change ends the other sessions. */
    password_changed_at: timestamp('password_changed_at', { withTimezone: true, mode: 'string' }),
    creation_timestamp: timestamp('creation_timestamp', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/**
 * A staff member's signed-in session (decision 0057): every token names one (`sid`), and a
 * token whose session has ended is refused on its next request. Where and when it was
 * opened and last used, for the list its owner and the admins see.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    session_id: uuid('session_id').primaryKey().defaultRandom(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    ended_at: timestamp('ended_at', { withTimezone: true, mode: 'string' }),
    /** Who ended it: its owner, an admin, or nobody (a password change). */
    ended_by: integer('ended_by').references(() => users.user_id, { onDelete: 'set null' }),
    user_agent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /**
     * Opened with a password alone while the office requires a second factor of an account
     * that has none: it reaches only the account's own routes until one is set up.
     */
    needs_second_factor: boolean('needs_second_factor').notNull().default(false),
  },
  (t) => [index('staff_sessions_user_idx').on(t.user_id, t.created_at)],
);
