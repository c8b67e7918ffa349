import { ADMIN_PATHS } from '../../../../contract';
import { TestimonialForm } from './testimonial-form';
import { TestimonialsAdmin } from './testimonials-admin';
import { entityScreens } from '../../../ui/admin/entity-screens';

/**
 * /system/testimonials, /create and /update/:id (SPEC §2), lazy-loaded through
 * features/admin/content-admin.ts.
 */
export const { List, Create, Update } = entityScreens({
  List: TestimonialsAdmin,
  form: (testimonial) => <TestimonialForm testimonial={testimonial} />,
  entity: 'testimonials',
  idOf: (testimonial) => testimonial.testimonial_id,
  listPath: ADMIN_PATHS.testimonials,
});
