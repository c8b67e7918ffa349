import { redirect } from 'react-router';
import { PATHS } from '../../../../contract';
import { ServiceDetailPage } from '../../../features/services/service-detail-page';
import { idParam, type PageModule } from '../page-route';

/** `/services/:name?service_id=`: no id goes back to the list (SPEC §2). */
export const servicePage: PageModule = {
  loader: () => async ({ request }) => {
    if (idParam(request, 'service_id') === undefined) throw redirect(PATHS.services);
    return null;
  },
  Component: ServiceDetailPage,
  handle: { title: 'Our Services' },
};
