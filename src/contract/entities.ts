import { z } from 'zod';
import { LangMapSchema } from './lang-map.schema';

/**
 * SPEC §3 entities as read from the API. Field names on the wire are the spec's.
 * Write payloads (with data-URL uploads) live beside them in ./payloads.ts.
 */
const timestamp = z.string();

export const CategorySchema = z.object({
  cat_id: z.number().int(),
  cat_name: LangMapSchema,
  cat_header_url: z.string().nullable(),
  is_deleted: z.boolean(),
  creation_timestamp: timestamp,
});
export type Category = z.infer<typeof CategorySchema>;

export const ServiceSchema = z.object({
  service_id: z.number().int(),
  service_name: LangMapSchema,
  service_long_name: LangMapSchema,
  service_desc: LangMapSchema,
  service_features: z.array(LangMapSchema),
  service_header_url: z.string().nullable(),
  /** null: uncategorised (listed at the bottom of the services dropdown, SPEC §2). */
  cat_id: z.number().int().nullable(),
  is_deleted: z.boolean(),
  creation_timestamp: timestamp,
});
export type Service = z.infer<typeof ServiceSchema>;

export const BlogSchema = z.object({
  blog_id: z.number().int(),
  blog_title: LangMapSchema,
  blog_desc_md: LangMapSchema,
  blog_author: LangMapSchema,
  blog_header_url: z.string().nullable(),
  is_deleted: z.boolean(),
  creation_timestamp: timestamp,
});
export type Blog = z.infer<typeof BlogSchema>;

export const TestimonialSchema = z.object({
  testimonial_id: z.number().int(),
  customer_name: LangMapSchema,
  customer_location: LangMapSchema,
  testimonial_message: LangMapSchema,
  customer_avatar_url: z.string().nullable(),
  testimonial_audio_url: z.string().nullable(),
  is_deleted: z.boolean(),
  creation_timestamp: timestamp,
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const ResearcherSchema = z.object({
  researcher_id: z.number().int(),
  researcher_name: LangMapSchema,
  researcher_position: LangMapSchema,
  researcher_bio: LangMapSchema,
  researcher_avatar_url: z.string().nullable(),
  is_deleted: z.boolean(),
  creation_timestamp: timestamp,
});
export type Researcher = z.infer<typeof ResearcherSchema>;

const RequestSchema = z.object({
  request_id: z.number().int(),
  request_name: z.string(),
  request_desc: z.string(),
  request_email: z.string(),
  request_phone: z.string(),
  request_address: z.string(),
  /** Signed, short-lived URLs (documents are private: DESIGN §4). */
  request_documents: z.array(z.string()),
  /** user_ids of the admins who read it (SPEC §3). */
  is_read: z.array(z.number().int()),
  creation_timestamp: timestamp,
});
/** The back-office's view: SPEC §3 Request plus the honeypot flag (true only under `?include_spam=true`). */
export const AdminRequestSchema = RequestSchema.extend({ is_spam: z.boolean() });
export type AdminRequest = z.infer<typeof AdminRequestSchema>;

const ContactMessageSchema = z.object({
  message_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  number: z.string(),
  subject: z.string(),
  message: z.string(),
  is_read: z.array(z.number().int()),
  creation_timestamp: timestamp,
});
/** The back-office inbox view: SPEC §3 Contact message plus the honeypot flag. */
export const AdminContactMessageSchema = ContactMessageSchema.extend({ is_spam: z.boolean() });
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

/** Office details editable by staff. */
export const SiteSettingsSchema = z.object({
  office_phone: z.string(),
  office_email: z.string(),
  whatsapp_number: z.string(),
  social_links: z.object({
    facebook: z.string(),
    x: z.string(),
    linkedin: z.string(),
    instagram: z.string(),
  }),
  map_url: z.string(),
  video_url: z.string(),
  site_name: LangMapSchema,
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
