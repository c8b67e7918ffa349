import type { QueryClient } from '@tanstack/react-query';
import { testimonialsQueryOptions } from '../../../api/testimonials';
import { TestimonialsPage } from '../../../features/testimonials/testimonials-page';
import { PAGE_SIZE } from '../../../../contract';
import { listAddress } from '../list-address';
import type { PageModule } from '../page-route';

export const testimonialsPage: PageModule = {
  loader:
    (queryClient: QueryClient) =>
    async ({ request }) => {
      const items = await queryClient.ensureQueryData(testimonialsQueryOptions());
      const answer = listAddress(request, items.length, PAGE_SIZE.testimonials);
      if (answer) throw answer;
      return null;
    },
  Component: TestimonialsPage,
  handle: { title: 'Testimonials' },
};
