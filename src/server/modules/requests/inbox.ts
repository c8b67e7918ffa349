import { z } from 'zod';
import { HONEYPOT_FIELD } from '../../../contract';

/**
 * What the two inboxes (requests and contact messages) share: public create with a
 * honeypot, admin-only list, per-admin read marks and soft delete (issue 3 §2, §7).
 */

/** `?include_spam=true` lists honeypot catches too, for review (issue 3 §7). */
export const InboxQuerySchema = z.object({ include_spam: z.enum(['true', 'false']).optional() });

/** A bot filled the hidden field (issue 3 §7); people never see it. */
export const isHoneypotFilled = (body: Record<string, unknown>): boolean => {
  const value = body[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
};

export const ADMIN_SECURITY = [{ bearerAuth: [] }];
