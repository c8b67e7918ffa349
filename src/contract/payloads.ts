import { z } from 'zod';
import { messageProblem } from './message-check';
import { CHALLENGE_FIELD } from './form-challenge';
import { LANGS, isValidLangMap, type LangMap } from './languages';
import { langMapSchema, textMax } from './lang-map.schema';
import { OG_TYPES } from './seo';
import { TEXT_LIMITS as MAX } from './text-limits';
import { UPLOAD_ID_PATTERN, UPLOAD_LIMITS } from './requests';

/**
 * Write payloads (SPEC §7) validated by the server with the same rule the forms use
 * (SPEC §5): a language map counts when its keys are en/ar/zh and a value is longer
 * than 3 characters.
 */
const LANG_MAP_RULE = 'needs a text longer than 3 characters in en, ar or zh';
/** A language map a write must fill (SPEC §5), each value at most `max` characters (decision 0008). */
export const validLangMap = (max: number): z.ZodType<LangMap> =>
  langMapSchema(max).refine(isValidLangMap, LANG_MAP_RULE);

/** A file sent as a data URL (SPEC §3). Its real type is sniffed on the server. */
export const DataUrlSchema = z.string().regex(/^data:[^,]*,/, 'must be a data: URL');

/** A required text of at most `max` characters, trimmed. */
const required = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
/** The hidden field bots fill (decision 0005); people never see it. */
export const HONEYPOT_FIELD = 'website';
const honeypot = {
  [HONEYPOT_FIELD]: textMax(MAX.line).optional(),
  /**
   * The proof-of-work answer the form's code found in the visitor's browser (decision 0034):
   * ALTCHA's base64 payload. Required when FORM_CHALLENGE is on; the server checks it.
   */
  [CHALLENGE_FIELD]: z.string().max(2_000, 'must be at most 2000 characters').optional(),
};

export const CreateCategorySchema = z.object({
  cat_name: validLangMap(MAX.name),
  cat_header_image: DataUrlSchema,
});
export const UpdateCategorySchema = z.object({
  cat_name: validLangMap(MAX.name).optional(),
  cat_header_image: DataUrlSchema.nullish(),
});

export const CreateServiceSchema = z.object({
  service_name: validLangMap(MAX.name),
  service_long_name: validLangMap(MAX.line),
  service_desc: validLangMap(MAX.text),
  service_features: z
    .array(validLangMap(MAX.line))
    .min(1, 'needs at least one feature')
    .max(MAX.features, `at most ${MAX.features} features`),
  service_header_image: DataUrlSchema,
  cat_id: z.number().int().positive().nullish(),
});
/** Fields left out stay as they are; `service_header_image: null` means unchanged (SPEC §5). */
export const UpdateServiceSchema = CreateServiceSchema.partial().extend({
  service_header_image: DataUrlSchema.nullish(),
});

export const CreateBlogSchema = z.object({
  blog_title: validLangMap(MAX.name),
  blog_desc_md: validLangMap(MAX.markdown),
  blog_author: validLangMap(MAX.name),
  blog_header_image: DataUrlSchema,
});
export const UpdateBlogSchema = CreateBlogSchema.partial().extend({
  blog_id: z.number().int().optional(),
  blog_header_image: DataUrlSchema.nullish(),
});

export const CreateTestimonialSchema = z.object({
  customer_name: validLangMap(MAX.name),
  customer_location: validLangMap(MAX.name),
  testimonial_message: validLangMap(MAX.text),
  customer_avatar_image: DataUrlSchema.nullish(),
  testimonial_audio_file: DataUrlSchema.nullish(),
});
export const UpdateTestimonialSchema = CreateTestimonialSchema.partial().extend({
  testimonial_id: z.number().int().optional(),
});

export const CreateResearcherSchema = z.object({
  researcher_name: validLangMap(MAX.name),
  researcher_position: validLangMap(MAX.name),
  researcher_bio: validLangMap(MAX.text),
  researcher_avatar_image: DataUrlSchema.nullish(),
});
export const UpdateResearcherSchema = CreateResearcherSchema.partial().extend({
  researcher_id: z.number().int().optional(),
});

export const CreateRequestSchema = z.object({
  request_name: required(MAX.name),
  request_desc: required(MAX.text),
  request_email: required(MAX.email),
  request_phone: required(MAX.phone),
  request_address: required(MAX.line),
  request_documents: z
    .array(DataUrlSchema)
    .max(UPLOAD_LIMITS.documentsPerRequest, `at most ${UPLOAD_LIMITS.documentsPerRequest} documents`)
    .optional(),
  /**
   * Documents already uploaded in parts (tus, decision 0064), by the id the upload's
   * address ends with: the server checks each whole, as it checks a data URL. Beside
   * `request_documents` (SPEC §7's data URLs, unchanged); at most 10 documents in all.
   */
  request_uploads: z
    .array(z.string().regex(UPLOAD_ID_PATTERN, 'not an upload id'))
    .max(UPLOAD_LIMITS.documentsPerRequest, `at most ${UPLOAD_LIMITS.documentsPerRequest} documents`)
    .optional(),
  /**
   * The language of the page the form was sent from: the student's confirmation mail is
   * written in it. Optional (older clients, scripts): then Accept-Language decides.
   */
  request_lang: z.enum(LANGS).optional(),
  /**
   * The service a service page's Order button asked for (decision 0030). One that is not
   * (or no longer) a live service is not kept: a request is never refused for it.
   */
  service_id: z.number().int().positive().optional(),
  ...honeypot,
});

/**
 * `POST /requests`' data (decision 0005): the new id, the student's reference
 * (decision 0030), and the documents kept.
 */
export const RequestReceiptSchema = z.object({
  request_id: z.number().int(),
  request_ref: z.string(),
  document_count: z.number().int(),
});

export const CreateContactSchema = z.object({
  name: required(MAX.name),
  email: required(MAX.email),
  number: required(MAX.phone),
  subject: required(MAX.name),
  message: required(MAX.text),
  ...honeypot,
});

export const UpdateSeoSchema = z.object({
  title: textMax(MAX.name).optional(),
  description: textMax(MAX.line).optional(),
  keywords: textMax(MAX.line).optional(),
  og_image: textMax(MAX.url).optional(),
  og_type: z.enum(OG_TYPES).optional(),
});

/** A UI string's text: its braces balanced and its plurals well formed (contract/fill-slots.ts). */
const uiText = (schema: z.ZodString) =>
  schema.superRefine((value, ctx) => {
    const problem = messageProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  });
export const CreateUiTranslationSchema = z.object({
  en: uiText(required(MAX.uiString)),
  ar: uiText(textMax(MAX.uiString)).optional(),
  zh: uiText(textMax(MAX.uiString)).optional(),
});
export const UpdateUiTranslationSchema = CreateUiTranslationSchema.partial();

const httpsUrl = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'must be an https:// URL' })
  .max(MAX.url, `must be at most ${MAX.url} characters`);
const socialLink = z.union([z.literal(''), httpsUrl]).optional();
/**
 * `PATCH /settings`: any subset of the fields; `social_links` and `site_name`
 * merge by key. URLs must be https (they become links and embedded frames); '' clears a
 * social link or the video; the WhatsApp number is what wa.me takes (international, digits only).
 */
export const UpdateSettingsSchema = z.strictObject({
  office_phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,24}$/, 'must be a phone number')
    .optional(),
  office_email: z
    .email('must be an email address')
    .max(MAX.email, `must be at most ${MAX.email} characters`)
    .optional(),
  whatsapp_number: z
    .string()
    .trim()
    .regex(/^[1-9][0-9]{7,14}$/, 'must be the international number in digits, without + or spaces')
    .optional(),
  social_links: z
    .strictObject({ facebook: socialLink, x: socialLink, linkedin: socialLink, instagram: socialLink })
    .optional(),
  map_url: httpsUrl.optional(),
  video_url: z.union([z.literal(''), httpsUrl]).optional(),
  site_name: validLangMap(MAX.name).optional(),
});

/** DESIGN §4: writes answer `{ message, data }`. */
export const writeResponse = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });
export const MessageResponseSchema = z.object({ message: z.string() });
export const CountResponseSchema = z.object({ count: z.number().int() });

export type UpdateService = z.infer<typeof UpdateServiceSchema>;
export type CreateRequest = z.infer<typeof CreateRequestSchema>;
export type CreateContact = z.infer<typeof CreateContactSchema>;
export type UpdateSeo = z.infer<typeof UpdateSeoSchema>;
export type CreateUiTranslation = z.infer<typeof CreateUiTranslationSchema>;
export type UpdateSettings = z.infer<typeof UpdateSettingsSchema>;
export type WriteResponse<T> = { message: string; data: T };
