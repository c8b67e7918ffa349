import type { QueryClient } from '@tanstack/react-query';
import { homeBlogCardsQueryOptions } from '../../../api/blogs';
import { homeServiceCardsQueryOptions } from '../../../api/services';
import { testimonialsQueryOptions } from '../../../api/testimonials';
import { BlogCard } from '../../../features/blogs/components/blog-card';
import type { HomeCards } from '../../../features/home/home-carousels';
import { HomePage } from '../../../features/home/home-page';
import { ServiceCard } from '../../../features/services/components/service-card';
import { TestimonialCard } from '../../../features/testimonials/components/testimonial-card';
import type { PageModule } from '../page-route';

/** Features never import each other: the route hands the home page the entities' own cards. */
const CARDS: HomeCards = {
  service: (service) => <ServiceCard service={service} />,
  blog: (blog) => <BlogCard blog={blog} />,
  review: (testimonial) => <TestimonialCard testimonial={testimonial} />,
};

/**
 * `/`: the carousels' lists come with the page, so its HTML holds them and nothing is
 * fetched after hydration.
 */
export const homePage: PageModule = {
  loader: (queryClient: QueryClient) => async () => {
    await Promise.all([
      queryClient.ensureQueryData(testimonialsQueryOptions()),
      queryClient.ensureQueryData(homeServiceCardsQueryOptions()),
      queryClient.ensureQueryData(homeBlogCardsQueryOptions()),
    ]);
    return null;
  },
  Component: () => <HomePage cards={CARDS} />,
  handle: {},
};
