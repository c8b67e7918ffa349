import { ADMIN_PATHS } from '../../../../contract';
import { useTestimonials } from '../../../api/testimonials';
import { TestimonialForm } from '../../../features/testimonials/admin/testimonial-form';
import { TestimonialsAdmin } from '../../../features/testimonials/admin/testimonials-admin';
import { entityScreens } from '../../../ui/admin/entity-screens';

/** /system/testimonials, /create and /update/:id (SPEC §2), lazy-loaded by ../system.tsx. */
export const { List, Create, Update } = entityScreens({
  List: TestimonialsAdmin,
  form: (testimonial) => <TestimonialForm testimonial={testimonial} />,
  useList: useTestimonials,
  idOf: (testimonial) => testimonial.testimonial_id,
  listPath: ADMIN_PATHS.testimonials,
});
