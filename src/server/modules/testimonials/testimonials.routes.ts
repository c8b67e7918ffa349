import {
  type Testimonial,
  CreateTestimonialSchema,
  TestimonialSchema,
  UpdateTestimonialSchema,
} from '../../../contract';
import { testimonials } from '../../db/schema';
import { BODY_LIMIT } from '../../media/limits';
import type { EntityMessages } from '../../i18n/messages';
import { contentRoutes, publicListLoader, type ContentRoutesSpec } from '../shared/content-crud.routes';

/** The writes' messages (DESIGN §4). */
const MESSAGES = {
  created: {
    en: 'Testimonial created successfully',
    ar: 'تمت إضافة رأي العميل بنجاح',
    zh: '客户评价已成功添加',
  },
  updated: {
    en: 'Testimonial updated successfully',
    ar: 'تم تحديث رأي العميل بنجاح',
    zh: '客户评价已成功更新',
  },
  deleted: {
    en: 'Testimonial deleted successfully',
    ar: 'تم حذف رأي العميل بنجاح',
    zh: '客户评价已成功删除',
  },
  notFound: { en: 'Testimonial not found', ar: 'رأي العميل غير موجود', zh: '未找到该客户评价' },
} satisfies EntityMessages;

/**
 * SPEC §7 testimonials: public list; admin-only create, update (`testimonial_id` in the
 * body must name the path's row) and soft delete. The avatar (an image) and the voice
 * note (audio) are optional; null or absent on update keeps the stored file (SPEC §5).
 */
export const TESTIMONIALS: ContentRoutesSpec = {
  entity: 'testimonials',
  path: '/testimonials',
  nouns: { one: 'Testimonial', many: 'Testimonials', a: 'a testimonial', some: 'testimonials' },
  table: testimonials,
  id: testimonials.testimonial_id,
  order: 'oldest',
  schemas: { entity: TestimonialSchema, create: CreateTestimonialSchema, update: UpdateTestimonialSchema },
  uploads: [
    { field: 'customer_avatar_image', column: 'customer_avatar_url', kind: 'image' },
    { field: 'testimonial_audio_file', column: 'testimonial_audio_url', kind: 'audio' },
  ],
  messages: MESSAGES,
  bodyLimit: BODY_LIMIT.content,
  texts: [testimonials.customer_name, testimonials.customer_location, testimonials.testimonial_message],
  searched: [testimonials.customer_name, testimonials.customer_location],
};

export const testimonialsRoutes = contentRoutes(TESTIMONIALS);

/** `GET /api/testimonials` through the read cache: the API and the pages read it here. */
export const loadPublicTestimonials = publicListLoader<Testimonial>(TESTIMONIALS);
