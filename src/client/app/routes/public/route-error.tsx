import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { NotFoundPage } from '../../../features/not-found/not-found-page';
import { PageError } from '../../page-error';

/**
 * A route's error in a react-router tree (the server's route table, tests): an unknown blog
 * or service is the not-found page; anything else (offline, server down) is PageError,
 * whose retry runs the loaders again. On the server only the 404 is rendered: other errors
 * answer 5xx (entry-server).
 */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <PageError onRetry={() => void revalidator.revalidate()} />;
}
