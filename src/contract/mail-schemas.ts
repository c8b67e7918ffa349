import { z } from 'zod';
import { LANGS } from './languages';
import { MAIL_KINDS, MAIL_STATES, REPLY_ATTACHMENTS_MAX, REPLY_MAX, REPLY_TEMPLATE_COUNT } from './mail';
import { DataUrlSchema } from './payloads';
import { UPLOAD_ID_PATTERN } from './requests';

/** `POST /requests/{id}/replies`: the text (its placeholders filled when sent) and files as data URLs. */
export const ReplySchema = z.object({
  body: z.string().trim().min(1, 'is required').max(REPLY_MAX, `must be at most ${REPLY_MAX} characters`),
  attachments: z
    .array(DataUrlSchema)
    .max(REPLY_ATTACHMENTS_MAX, `at most ${REPLY_ATTACHMENTS_MAX} files`)
    .optional(),
  /** Files uploaded in parts first (tus, decision 0064), beside the data URLs: at most five in all. */
  attachment_uploads: z
    .array(z.string().regex(UPLOAD_ID_PATTERN, 'not an upload id'))
    .max(REPLY_ATTACHMENTS_MAX, `at most ${REPLY_ATTACHMENTS_MAX} files`)
    .optional(),
});
export type ReplyInput = z.input<typeof ReplySchema>;

/** One mail about a request, as the desk shows it: never its text (the reply's is in the thread). */
export const MailSchema = z.object({
  mail_id: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  to_address: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  attachment_names: z.array(z.string()),
  creation_timestamp: z.string(),
});
export type Mail = z.infer<typeof MailSchema>;

const ReplyTemplateSchema = z.object({
  title: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'),
  body: z.string().trim().min(1, 'is required').max(REPLY_MAX, `must be at most ${REPLY_MAX} characters`),
});

const templatesOf = z
  .array(ReplyTemplateSchema)
  .length(REPLY_TEMPLATE_COUNT, `must be ${REPLY_TEMPLATE_COUNT} templates`);

/**
 * The desk's own settings (staff only): reply templates per language, and how long closed
 * requests keep their documents.
 */
export const DeskSettingsSchema = z.object({
  reply_templates: z.object(
    Object.fromEntries(LANGS.map((lang) => [lang, templatesOf])) as Record<
      (typeof LANGS)[number],
      typeof templatesOf
    >,
  ),
  retention_months: z
    .number()
    .int()
    .min(1, 'must be at least 1 month')
    .max(120, 'must be at most 120 months'),
});
export type DeskSettings = z.infer<typeof DeskSettingsSchema>;
/** `PUT /desk/settings`: any of the fields; a language's templates are replaced as a whole. */
export const UpdateDeskSettingsSchema = z.object({
  reply_templates: DeskSettingsSchema.shape.reply_templates.partial().optional(),
  retention_months: DeskSettingsSchema.shape.retention_months.optional(),
});
export type UpdateDeskSettings = z.infer<typeof UpdateDeskSettingsSchema>;
