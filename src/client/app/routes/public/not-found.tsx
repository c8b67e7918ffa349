import { NotFoundPage } from '../../../features/not-found/not-found-page';
import type { PageModule } from '../page-route';

/** Any other path: the not-found page, and the server answers 404. */
export const notFoundPage: PageModule = {
  Component: NotFoundPage,
  handle: { title: 'Page not found', notFound: true },
};
