import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A public form's send by its `Idempotency-Key` (decision 0061): the first send's answer,
 * given again to a retry of the same send for a day. `status` null: the first send is
 * still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    route: text('route').notNull(),
    key: text('key').notNull(),
    body_hash: text('body_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.route, t.key] })],
);
