import { type Testimonial, CreateTestimonialSchema, TestimonialSchema, UpdateTestimonialSchema } from '../../../contract';
import { testimonials } from '../../db/schema';
import { BODY_LIMIT } from '../../media/limits';
import { contentRoutes, entityMessages, publicListLoader, type ContentRoutesSpec } from '../shared/content-crud.routes';

/**
 * SPEC §7 testimonials: public list; admin-only create, update (`testimonial_id` in the
 * body must name the path's row) and soft delete. The avatar (an image) and the voice
 * note (audio) are optional; null or absent on update keeps the stored file (SPEC §5).
 */
export const TESTIMONIALS: ContentRoutesSpec = {
  entity: 'testimonials',
  path: '/testimonials',
  table: testimonials,
  id: testimonials.testimonial_id,
  order: 'oldest',
  schemas: { entity: TestimonialSchema, create: CreateTestimonialSchema, update: UpdateTestimonialSchema },
  uploads: [
    { field: 'customer_avatar_image', column: 'customer_avatar_url', kind: 'image' },
    { field: 'testimonial_audio_file', column: 'testimonial_audio_url', kind: 'audio' },
  ],
  messages: entityMessages('testimonial'),
  bodyLimit: BODY_LIMIT.content,
};

export const testimonialsRoutes = contentRoutes(TESTIMONIALS);

/** `GET /api/testimonials` through the read cache: the API and the pages read it here. */
export const loadPublicTestimonials = publicListLoader<Testimonial>(TESTIMONIALS);
