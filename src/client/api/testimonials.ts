import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreateTestimonial, Testimonial, UpdateTestimonial } from '../../contract';
import { publicReadsOf } from './public-reads';
import { LIVE } from './live';
import { contentWrites, useDeleteContent, useSaveContent } from './content-writes';

/** SPEC §7 `GET /testimonials`. Keys start with `testimonials`: `testimonials_changed` refetches them. */
export const testimonialsQueryOptions = () =>
  queryOptions({ ...LIVE, queryKey: ['testimonials', 'list'], queryFn: ({ client }): Promise<Testimonial[]> => publicReadsOf(client).testimonials() });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());

/** SPEC §7's create, update and delete of a testimonial (back-office). */
export const testimonialWrites = /* @__PURE__ */ contentWrites<CreateTestimonial, UpdateTestimonial, Testimonial>('testimonials');
export const useSaveTestimonial = () => useSaveContent(testimonialWrites);
export const useDeleteTestimonial = () => useDeleteContent(testimonialWrites);
