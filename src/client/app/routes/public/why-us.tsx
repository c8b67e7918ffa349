import type { QueryClient } from '@tanstack/react-query';
import { testimonialsQueryOptions } from '../../../api/testimonials';
import { TestimonialCard } from '../../../features/testimonials/components/testimonial-card';
import { WhyUsPage } from '../../../features/why-us/why-us-page';
import type { PageModule } from '../page-route';

/** Features never import each other, so the route puts the testimonials' card into the Why us page. */
function WhyUs() {
  return <WhyUsPage renderReview={(testimonial) => <TestimonialCard testimonial={testimonial} />} />;
}

/** `/why-us`: the reviews are in the HTML as sent (the loader fetches them before rendering). */
export const whyUsPage: PageModule = {
  loader: (queryClient: QueryClient) => async () => {
    await queryClient.ensureQueryData(testimonialsQueryOptions());
    return null;
  },
  Component: WhyUs,
  handle: { title: 'Why Choose Us' },
};
