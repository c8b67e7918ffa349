import type { QueryClient } from '@tanstack/react-query';
import { testimonialsQueryOptions } from '../../../api/testimonials';
import { TestimonialsPage } from '../../../features/testimonials/testimonials-page';
import { PAGE_SIZE } from '../../../../contract';
import { listAddressRedirect } from '../list-address';
import type { PageModule } from '../page-route';

export const testimonialsPage: PageModule = {
  loader: (queryClient: QueryClient) => async ({ request }) => {
    const items = await queryClient.ensureQueryData(testimonialsQueryOptions());
    const redirect = listAddressRedirect(request, items.length, PAGE_SIZE.testimonials);
    if (redirect) throw redirect;
    return null;
  },
  Component: TestimonialsPage,
  handle: { title: 'Testimonials' },
};
