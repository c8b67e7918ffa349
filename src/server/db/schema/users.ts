import { sql } from 'drizzle-orm';
import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** SPEC §3 "User": email unique case-insensitively, argon2id hash. */
export const users = pgTable(
  'users',
  {
    user_id: serial('user_id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['admin', 'staff'] })
      .notNull()
      .default('admin'),
    password_hash: text('password_hash').notNull(),
    /** Tokens issued before it are refused (decision 0014): a password change ends the other sessions. */
    password_changed_at: timestamp('password_changed_at', { withTimezone: true, mode: 'string' }),
    creation_timestamp: timestamp('creation_timestamp', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);
