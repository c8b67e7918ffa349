import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { AUDIT_KINDS } from '../../../contract/audit';
import { users } from './users';

/**
 * Who did what in the back office (decision 0060): sign-ins and their failures, factors,
 * sessions, staff, content (from the revision trigger), the desk, exports and erasures.
 * Kept `AUDIT_RETENTION_DAYS`; never a password, a code, a secret or a student's data.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    event_id: bigserial('event_id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    user_id: integer('user_id').references(() => users.user_id, { onDelete: 'set null' }),
    kind: text('kind', { enum: AUDIT_KINDS }).notNull(),
    target: text('target').notNull().default(''),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>(),
  },
  (t) => [
    index('audit_events_user_idx').on(t.user_id, t.event_id),
    index('audit_events_kind_idx').on(t.kind, t.event_id),
    index('audit_events_at_idx').on(t.at),
  ],
);
