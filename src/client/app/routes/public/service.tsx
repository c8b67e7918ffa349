import type { QueryClient } from '@tanstack/react-query';
import { PATHS } from '../../../../contract';
import { serviceQueryOptions } from '../../../api/services';
import { settingsQueryOptions } from '../../../api/settings';
import { ServiceDetailPage } from '../../../features/services/service-detail-page';
import { serviceRouteMeta } from '../../../features/services/service-meta';
import { idParam, redirectTo, type PageModule } from '../page-route';

/** `/services/:name?service_id=`: a missing or unknown id goes back to the list (SPEC §2). */
export const servicePage: PageModule = {
  loader:
    (queryClient: QueryClient) =>
    async ({ request }) => {
      const serviceId = idParam(request, 'service_id');
      if (serviceId === undefined) throw redirectTo(PATHS.services);
      const [service, settings] = await Promise.all([
        queryClient.ensureQueryData(serviceQueryOptions(serviceId)),
        queryClient.ensureQueryData(settingsQueryOptions()),
      ]);
      if (!service) throw redirectTo(PATHS.services);
      return { meta: serviceRouteMeta(service, settings) };
    },
  Component: ServiceDetailPage,
  handle: { title: 'Our Services' },
};
