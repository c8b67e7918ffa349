import { z } from 'zod';
import { isValidLangMap, type LangMap } from './languages';
import { LangMapSchema } from './lang-map.schema';
import { OG_TYPES } from './seo';

/**
 * Write payloads (SPEC §7) validated by the server with the same rule the forms use
 * (SPEC §5): a language map counts when its keys are en/ar/zh and a value is longer
 * than 3 characters.
 */
export const LANG_MAP_RULE = 'needs a text longer than 3 characters in en, ar or zh';
export const ValidLangMapSchema: z.ZodType<LangMap> = LangMapSchema.refine(isValidLangMap, LANG_MAP_RULE);

/** A file sent as a data URL (SPEC §3). Its real type is sniffed on the server. */
export const DataUrlSchema = z.string().regex(/^data:[^,]*,/, 'must be a data: URL');

const nonEmpty = z.string().trim().min(1, 'is required');
/** The hidden field bots fill (issue 3 §7); people never see it. */
export const HONEYPOT_FIELD = 'website';
const honeypot = { [HONEYPOT_FIELD]: z.string().optional() };

export const CreateCategorySchema = z.object({ cat_name: ValidLangMapSchema, cat_header_image: DataUrlSchema });
export const UpdateCategorySchema = z.object({ cat_name: ValidLangMapSchema.optional(), cat_header_image: DataUrlSchema.nullish() });

export const CreateServiceSchema = z.object({
  service_name: ValidLangMapSchema,
  service_long_name: ValidLangMapSchema,
  service_desc: ValidLangMapSchema,
  service_features: z.array(ValidLangMapSchema).min(1, 'needs at least one feature'),
  service_header_image: DataUrlSchema,
  cat_id: z.number().int().positive().nullish(),
});
/** Fields left out stay as they are; `service_header_image: null` means unchanged (SPEC §5). */
export const UpdateServiceSchema = CreateServiceSchema.partial().extend({ service_header_image: DataUrlSchema.nullish() });

export const CreateBlogSchema = z.object({
  blog_title: ValidLangMapSchema,
  blog_desc_md: ValidLangMapSchema,
  blog_author: ValidLangMapSchema,
  blog_header_image: DataUrlSchema,
});
export const UpdateBlogSchema = CreateBlogSchema.partial().extend({ blog_id: z.number().int().optional(), blog_header_image: DataUrlSchema.nullish() });

export const CreateTestimonialSchema = z.object({
  customer_name: ValidLangMapSchema,
  customer_location: ValidLangMapSchema,
  testimonial_message: ValidLangMapSchema,
  customer_avatar_image: DataUrlSchema.nullish(),
  testimonial_audio_file: DataUrlSchema.nullish(),
});
export const UpdateTestimonialSchema = CreateTestimonialSchema.partial().extend({ testimonial_id: z.number().int().optional() });

export const CreateResearcherSchema = z.object({
  researcher_name: ValidLangMapSchema,
  researcher_position: ValidLangMapSchema,
  researcher_bio: ValidLangMapSchema,
  researcher_avatar_image: DataUrlSchema.nullish(),
});
export const UpdateResearcherSchema = CreateResearcherSchema.partial().extend({ researcher_id: z.number().int().optional() });

/** Limits a student's thesis fits (issue 3 §4); also stated in the README. */
export const UPLOAD_LIMITS = {
  documentBytes: 20 * 1024 * 1024,
  documentsPerRequest: 10,
  imageBytes: 10 * 1024 * 1024,
  audioBytes: 10 * 1024 * 1024,
} as const;

export const CreateRequestSchema = z.object({
  request_name: nonEmpty,
  request_desc: nonEmpty,
  request_email: nonEmpty,
  request_phone: nonEmpty,
  request_address: nonEmpty,
  request_documents: z.array(DataUrlSchema).max(UPLOAD_LIMITS.documentsPerRequest, `at most ${UPLOAD_LIMITS.documentsPerRequest} documents`).optional(),
  ...honeypot,
});

export const CreateContactSchema = z.object({ name: nonEmpty, email: nonEmpty, number: nonEmpty, subject: nonEmpty, message: nonEmpty, ...honeypot });

export const UpdateSeoSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  keywords: z.string().optional(),
  og_image: z.string().optional(),
  og_type: z.enum(OG_TYPES).optional(),
});

export const CreateUiTranslationSchema = z.object({ en: nonEmpty, ar: z.string().optional(), zh: z.string().optional() });
export const UpdateUiTranslationSchema = CreateUiTranslationSchema.partial();

const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'must be an https:// URL' });
const socialLink = z.union([z.literal(''), httpsUrl]).optional();
/**
 * `PATCH /settings` (issue 3 §2): any subset of the fields; `social_links` and `site_name`
 * merge by key. URLs must be https (they become links and embedded frames); '' clears a
 * social link; the WhatsApp number is what wa.me takes (international, digits only).
 */
export const UpdateSettingsSchema = z.strictObject({
  office_phone: z.string().trim().regex(/^\+?[0-9][0-9 ()-]{5,24}$/, 'must be a phone number').optional(),
  office_email: z.email('must be an email address').optional(),
  whatsapp_number: z.string().trim().regex(/^[1-9][0-9]{7,14}$/, 'must be the international number in digits, without + or spaces').optional(),
  social_links: z.strictObject({ facebook: socialLink, x: socialLink, linkedin: socialLink, instagram: socialLink }).optional(),
  map_url: httpsUrl.optional(),
  video_url: httpsUrl.optional(),
  site_name: ValidLangMapSchema.optional(),
});

/** DESIGN §4: writes answer `{ message, data }`. */
export const writeResponse = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });
export const MessageResponseSchema = z.object({ message: z.string() });
export const CountResponseSchema = z.object({ count: z.number().int() });

export type CreateCategory = z.infer<typeof CreateCategorySchema>;
export type UpdateCategory = z.infer<typeof UpdateCategorySchema>;
export type CreateService = z.infer<typeof CreateServiceSchema>;
export type UpdateService = z.infer<typeof UpdateServiceSchema>;
export type CreateBlog = z.infer<typeof CreateBlogSchema>;
export type UpdateBlog = z.infer<typeof UpdateBlogSchema>;
export type CreateTestimonial = z.infer<typeof CreateTestimonialSchema>;
export type UpdateTestimonial = z.infer<typeof UpdateTestimonialSchema>;
export type CreateResearcher = z.infer<typeof CreateResearcherSchema>;
export type UpdateResearcher = z.infer<typeof UpdateResearcherSchema>;
export type CreateRequest = z.infer<typeof CreateRequestSchema>;
export type CreateContact = z.infer<typeof CreateContactSchema>;
export type UpdateSeo = z.infer<typeof UpdateSeoSchema>;
export type CreateUiTranslation = z.infer<typeof CreateUiTranslationSchema>;
export type UpdateSettings = z.infer<typeof UpdateSettingsSchema>;
export type WriteResponse<T> = { message: string; data: T };
