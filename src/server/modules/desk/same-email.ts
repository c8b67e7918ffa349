import { sql, type SQL } from 'drizzle-orm';
import type { contactMessages, requests } from '../../db/schema';

/**
 * The same address however it was typed, case and surrounding spaces aside: the one way a
 * student is found by e-mail (the student-data screen, tracking a request). It matches the
 * functional indexes `lower(trim(email))` of requests and contact messages (migration 0013),
 * so a lookup reads the rows of that address only, at any size.
 */
export const sameEmail = (
  column: typeof requests.request_email | typeof contactMessages.email,
  email: string,
): SQL => sql`lower(trim(${column})) = ${email.trim().toLowerCase()}`;
