import { z } from 'zod';
import type { ContentName } from './content-registry';
import { BlogSchema, CategorySchema, ResearcherSchema, ServiceSchema, TestimonialSchema } from './entities';
import {
  CreateBlogSchema,
  CreateCategorySchema,
  CreateResearcherSchema,
  CreateServiceSchema,
  CreateTestimonialSchema,
  UpdateBlogSchema,
  UpdateCategorySchema,
  UpdateResearcherSchema,
  UpdateServiceSchema,
  UpdateTestimonialSchema,
  validLangMap,
} from './payloads';
import { LangMapSchema } from './lang-map.schema';
import { TEXT_LIMITS } from './text-limits';

/**
 * A FAQ entry: a question and its answer in each language, shown in the office's order
 * (`faq_order`, lowest first).
 */
const FaqSchema = z.object({
  faq_id: z.number().int(),
  faq_question: LangMapSchema,
  faq_answer: LangMapSchema,
  faq_order: z.number().int(),
  is_deleted: z.boolean(),
  creation_timestamp: z.string(),
});
const CreateFaqSchema = z.object({
  faq_question: validLangMap(TEXT_LIMITS.line),
  faq_answer: validLangMap(TEXT_LIMITS.text),
  faq_order: z.number().int().min(0).max(9999),
});
const UpdateFaqSchema = CreateFaqSchema.partial().extend({ faq_id: z.number().int().optional() });

interface ContentSchemas {
  /** The entity as read from the API (SPEC §3). */
  entity: z.ZodObject;
  /** SPEC §7 `POST /<entity>` and `POST /<entity>/{id}` bodies (uploads as data URLs). */
  create: z.ZodObject;
  update: z.ZodObject;
}

/**
 * Each content entity's schemas, by the registry's names. Apart from the registry, which
 * public pages import: these bring zod with them.
 */
export const CONTENT_SCHEMAS = {
  services: { entity: ServiceSchema, create: CreateServiceSchema, update: UpdateServiceSchema },
  categories: { entity: CategorySchema, create: CreateCategorySchema, update: UpdateCategorySchema },
  blogs: { entity: BlogSchema, create: CreateBlogSchema, update: UpdateBlogSchema },
  testimonials: {
    entity: TestimonialSchema,
    create: CreateTestimonialSchema,
    update: UpdateTestimonialSchema,
  },
  researchers: { entity: ResearcherSchema, create: CreateResearcherSchema, update: UpdateResearcherSchema },
  faqs: { entity: FaqSchema, create: CreateFaqSchema, update: UpdateFaqSchema },
} as const satisfies Record<ContentName, ContentSchemas>;

/** A content entity's row as the API sends it. */
export type ContentOf<K extends ContentName> = z.infer<(typeof CONTENT_SCHEMAS)[K]['entity']>;
/** What creating one sends. */
export type CreateOf<K extends ContentName> = z.infer<(typeof CONTENT_SCHEMAS)[K]['create']>;
/** What updating one sends. */
export type UpdateOf<K extends ContentName> = z.infer<(typeof CONTENT_SCHEMAS)[K]['update']>;

export type Faq = ContentOf<'faqs'>;

/** The cards of a page of cards (contract/blog-cards.ts, contract/service-cards.ts), for the API's answer. */
export const BlogCardSchema = BlogSchema.pick({
  blog_id: true,
  blog_title: true,
  blog_author: true,
  blog_header_url: true,
  creation_timestamp: true,
}).extend({ excerpt: LangMapSchema });
export const ServiceCardSchema = ServiceSchema.pick({
  service_id: true,
  service_name: true,
  service_desc: true,
  service_header_url: true,
  cat_id: true,
});

/**
 * The fields of an entity that hold texts in each language (a language map, or a list of
 * them): what a role that translates may change (decision 0058). Read off the schema, so a
 * new text field is translatable without being listed.
 */
export function translatableFields(entity: z.ZodObject): readonly string[] {
  const shape = entity.shape as Record<string, z.ZodType>;
  return Object.keys(shape).filter((key) => {
    const field = shape[key];
    return field === LangMapSchema || (field instanceof z.ZodArray && field.element === LangMapSchema);
  });
}
