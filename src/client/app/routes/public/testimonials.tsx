import type { QueryClient } from '@tanstack/react-query';
import { testimonialsQueryOptions } from '../../../api/testimonials';
import { TestimonialsPage } from '../../../features/testimonials/testimonials-page';
import type { PageModule } from '../page-route';

export const testimonialsPage: PageModule = {
  loader: (queryClient: QueryClient) => async () => {
    await queryClient.ensureQueryData(testimonialsQueryOptions());
    return null;
  },
  Component: TestimonialsPage,
  handle: { title: 'Testimonials' },
};
