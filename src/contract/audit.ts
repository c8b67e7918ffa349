/**
 * What the audit log records (decision 0060): one kind per act. Content writes are named by
 * the revision trigger (`content.<action>`, decision 0059); the rest by the routes that act.
 */
export const AUDIT_KINDS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.password_changed',
  'auth.password_reset',
  'factor.added',
  'factor.removed',
  'factor.reset',
  'factor.recovery_codes',
  'session.ended',
  'staff.invited',
  'staff.joined',
  'staff.added',
  'staff.removed',
  'staff.role_changed',
  'staff.policy_changed',
  'content.create',
  'content.save',
  'content.delete',
  'content.restore',
  'request.status',
  'request.assigned',
  'request.note',
  'request.reply',
  'request.deleted',
  'message.deleted',
  'inbox.restored',
  'requests.exported',
  'student.exported',
  'student.erased',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** `GET /audit`: one event, newest first. */
export interface AuditEvent {
  event_id: number;
  at: string;
  kind: AuditKind;
  /** Who acted: null for a failed sign-in, a seed, or someone whose account was removed since. */
  user: { user_id: number; name: string } | null;
  /** What it was done to: `blogs #3`, `request #12`, a staff member's address, an SEO path. */
  target: string;
  ip: string | null;
  /** A little more, never a password, a code, a secret or a student's data: a status change's from and to. */
  details: Record<string, string | number | boolean | null> | null;
}
