import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '../../contract';
import { publicReadsOf } from './public-reads';
import { LIVE } from './live';

/** SPEC §7 `GET /testimonials`. Keys start with `testimonials`: `testimonials_changed` refetches them. */
export const testimonialsQueryOptions = () =>
  queryOptions({ ...LIVE, queryKey: ['testimonials', 'list'], queryFn: ({ client }): Promise<Testimonial[]> => publicReadsOf(client).testimonials() });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
