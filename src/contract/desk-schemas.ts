import { z } from 'zod';
import { NOTE_MAX, REFERENCE_SHAPE, REQUEST_EVENT_KINDS, REQUEST_STATUSES, normalizeReference } from './desk';
import { AdminRequestSchema } from './entities';
import { LangMapSchema } from './lang-map.schema';
import { LANGS } from './languages';
import { MailSchema } from './mail-schemas';

/**
 * One request as the desk shows it (decision 0030): SPEC §3 Request, the honeypot flag, and where it stands.
 */
export const DeskRequestSchema = AdminRequestSchema.extend({
  request_ref: z.string(),
  request_status: z.enum(REQUEST_STATUSES),
  status_changed_at: z.string(),
  assignee_id: z.number().int().nullable(),
  service_id: z.number().int().nullable(),
  request_lang: z.enum(LANGS),
  /**
   * Each document's own name as the student's computer called it (made safe), else
   * SPEC §2's `Document N.ext`.
   */
  request_document_names: z.array(z.string()),
  /**
   * Each document's type, size in bytes and, for a PDF, page count (null when unknown): the desk shows them.
   */
  request_document_facts: z.array(
    z.object({ mime: z.string(), size: z.number().int(), pages: z.number().int().nullable() }),
  ),
});
export type DeskRequest = z.infer<typeof DeskRequestSchema>;

/** One line of a request's history and thread, oldest first. */
const RequestEventSchema = z.object({
  event_id: z.number().int(),
  request_id: z.number().int(),
  kind: z.enum(REQUEST_EVENT_KINDS),
  /** Who did it, and their name as it is now (null: the system, or an account since removed). */
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  body: z.string(),
  /** A status change's or an assignment's `{ from, to }`. */
  data: z.record(z.string(), z.unknown()),
  creation_timestamp: z.string(),
});
export type RequestEvent = z.infer<typeof RequestEventSchema>;

/**
 * `GET /requests/{id}/desk`: the request, its history, and the service it asked about (by
 * name, even one deleted since).
 */
export const RequestDeskSchema = z.object({
  request: DeskRequestSchema,
  events: z.array(RequestEventSchema),
  service: z
    .object({ service_id: z.number().int(), service_name: LangMapSchema, is_deleted: z.boolean() })
    .nullable(),
  /** Every mail about it, oldest first, and where each stands (decision 0031). */
  mails: z.array(MailSchema),
  /** Whether this server can send mail at all (SMTP_URL and OFFICE_EMAIL): the reply box says so when not. */
  mail_enabled: z.boolean(),
  /**
   * The request's track page, where every link sent to the student points (PUBLIC_URL,
   * decision 0050); null on a production server without PUBLIC_URL: the desk says to set it.
   */
  track_url: z.string().nullable(),
});
export type RequestDesk = z.infer<typeof RequestDeskSchema>;

/** `POST /requests/track` (public): a reference and the e-mail it was sent with. */
export const TrackRequestSchema = z.object({
  reference: z
    .string()
    .max(40, 'must be at most 40 characters')
    .transform(normalizeReference)
    .pipe(z.string().regex(REFERENCE_SHAPE, 'must be the 12 letters and digits of the reference number')),
  email: z.string().trim().min(1, 'is required').max(254, 'must be at most 254 characters'),
});
/** What a student may know of a request: where it stands and since when, nothing else. */
export const TrackAnswerSchema = z.object({
  request_status: z.enum(REQUEST_STATUSES),
  status_changed_at: z.string(),
});
export type TrackAnswer = z.infer<typeof TrackAnswerSchema>;

export const ChangeStatusSchema = z.object({ request_status: z.enum(REQUEST_STATUSES) });
/** A staff member's user_id, or null to take the request off everyone. */
export const AssignSchema = z.object({ assignee_id: z.number().int().positive().nullable() });
export const NoteSchema = z.object({
  body: z.string().trim().min(1, 'is required').max(NOTE_MAX, `must be at most ${NOTE_MAX} characters`),
});

/** A staff member the desk can assign a request to. */
export const AssigneeSchema = z.object({ user_id: z.number().int(), name: z.string() });
export type Assignee = z.infer<typeof AssigneeSchema>;
