import { z } from 'zod';
import { REFERENCE_SHAPE, normalizeReference } from './desk';

/**
 * Who a student is, for "Export a student's data" and "Erase a student" (decision 0033):
 * the e-mail address they wrote, or the reference of one of their requests (which stands
 * for that request's address). Exactly one of the two.
 */
export const StudentLookupSchema = z
  .object({
    email: z.string().trim().max(254, 'must be at most 254 characters').optional(),
    reference: z.string().max(40, 'must be at most 40 characters').optional(),
  })
  .refine((v) => Boolean(v.email) !== Boolean(v.reference), {
    path: ['email'],
    message: 'give either the email or a reference number',
  })
  .refine((v) => !v.reference || REFERENCE_SHAPE.test(normalizeReference(v.reference)), {
    path: ['reference'],
    message: 'must be the 12 letters and digits of a reference number',
  });
export type StudentLookup = z.infer<typeof StudentLookupSchema>;

/** What is stored about one address: enough for staff to recognise it before exporting or erasing. */
export const StudentRecordSchema = z.object({
  email: z.string(),
  requests: z.array(
    z.object({
      request_id: z.number().int(),
      request_ref: z.string(),
      request_name: z.string(),
      creation_timestamp: z.string(),
      documents: z.number().int(),
      is_deleted: z.boolean(),
    }),
  ),
  messages: z.array(
    z.object({
      message_id: z.number().int(),
      subject: z.string(),
      creation_timestamp: z.string(),
      is_deleted: z.boolean(),
    }),
  ),
  mails: z.number().int(),
});
export type StudentRecord = z.infer<typeof StudentRecordSchema>;

/** `POST /students/erase`: the address as the lookup found it, typed again to confirm. */
export const EraseStudentSchema = z.object({
  email: z.string().trim().min(1, 'is required').max(254, 'must be at most 254 characters'),
  confirm: z.string().trim(),
});

/** One erasure as the record keeps it: who, when, how many; nothing of the student's. */
export const ErasureSchema = z.object({
  erasure_id: z.number().int(),
  actor_id: z.number().int(),
  actor_name: z.string().nullable(),
  requests: z.number().int(),
  messages: z.number().int(),
  files: z.number().int(),
  creation_timestamp: z.string(),
});
export type Erasure = z.infer<typeof ErasureSchema>;
