import type { z } from 'zod';
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
} from './payloads';

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
  testimonials: { entity: TestimonialSchema, create: CreateTestimonialSchema, update: UpdateTestimonialSchema },
  researchers: { entity: ResearcherSchema, create: CreateResearcherSchema, update: UpdateResearcherSchema },
} as const satisfies Record<ContentName, ContentSchemas>;

/** A content entity's row as the API sends it. */
export type ContentOf<K extends ContentName> = z.infer<(typeof CONTENT_SCHEMAS)[K]['entity']>;
/** What creating one sends. */
export type CreateOf<K extends ContentName> = z.infer<(typeof CONTENT_SCHEMAS)[K]['create']>;
/** What updating one sends. */
export type UpdateOf<K extends ContentName> = z.infer<(typeof CONTENT_SCHEMAS)[K]['update']>;
