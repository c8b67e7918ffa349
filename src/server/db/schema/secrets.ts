import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Generated secrets kept in the database so that every instance shares them
 * (DESIGN §2 "tokens": JWT secret generated once when JWT_SECRET is unset).
 */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  creation_timestamp: timestamp('creation_timestamp', { withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow(),
});
