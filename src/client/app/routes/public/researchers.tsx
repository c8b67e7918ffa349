import type { QueryClient } from '@tanstack/react-query';
import { researchersQueryOptions } from '../../../api/researchers';
import { ResearchersPage } from '../../../features/researchers/researchers-page';
import type { PageModule } from '../page-route';

export const researchersPage: PageModule = {
  loader: (queryClient: QueryClient) => async () => {
    await queryClient.ensureQueryData(researchersQueryOptions());
    return null;
  },
  Component: ResearchersPage,
  handle: { title: 'Researchers' },
};
