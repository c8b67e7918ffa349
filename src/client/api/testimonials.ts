import { useQuery } from '@tanstack/react-query';
import { contentListQueryOptions } from './public-reads';

/** SPEC §7 `GET /testimonials`. Keys start with `testimonials`: `testimonials_changed` refetches them. */
export const testimonialsQueryOptions = () => contentListQueryOptions('testimonials');

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
