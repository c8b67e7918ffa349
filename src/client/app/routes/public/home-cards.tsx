import { BlogCard } from '../../../features/blogs/components/blog-card';
import type { HomeCards } from '../../../features/home/home-carousels';
import { ServiceCard } from '../../../features/services/components/service-card';
import { TestimonialCard } from '../../../features/testimonials/components/testimonial-card';

/**
 * The home carousels' cards: the entities' own (a feature never imports another), in a
 * chunk loaded with the carousels' code (`homePageWith`), not in the page's first load.
 */
export const HOME_CARDS: HomeCards = {
  service: (service) => <ServiceCard service={service} />,
  blog: (blog) => <BlogCard blog={blog} />,
  review: (testimonial) => <TestimonialCard testimonial={testimonial} />,
};
