import type { QueryClient } from '@tanstack/react-query';
import { researchersQueryOptions } from '../../../api/researchers';
import { ResearchersPage } from '../../../features/researchers/researchers-page';
import { PAGE_SIZE } from '../../../../contract';
import { listAddress } from '../list-address';
import type { PageModule } from '../page-route';

export const researchersPage: PageModule = {
  loader:
    (queryClient: QueryClient) =>
    async ({ request }) => {
      const items = await queryClient.ensureQueryData(researchersQueryOptions());
      const answer = listAddress(request, items.length, PAGE_SIZE.researchers);
      if (answer) throw answer;
      return null;
    },
  Component: ResearchersPage,
  handle: { title: 'Researchers' },
};
