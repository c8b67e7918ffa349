import type { QueryClient } from '@tanstack/react-query';
import { homeBlogCardsQueryOptions } from '../../../api/blogs';
import { homeServiceCardsQueryOptions } from '../../../api/services';
import { testimonialsQueryOptions } from '../../../api/testimonials';
import { homePageWith } from '../../../features/home/home-page';
import type { PageModule } from '../page-route';

/** Features never import each other: the route hands the home page the entities' own cards. */
const HomePage = homePageWith(() => import('./home-cards').then((m) => m.HOME_CARDS));

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
  Component: HomePage,
  handle: {},
};
