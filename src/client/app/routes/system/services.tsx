import { ADMIN_PATHS } from '../../../../contract';
import { useServices } from '../../../api/services';
import { ServiceForm } from '../../../features/services/admin/service-form';
import { ServicesAdmin } from '../../../features/services/admin/services-admin';
import { entityScreens } from '../../../ui/admin/entity-screens';

/** /system/services, /create and /update/:id (SPEC §2), lazy-loaded by ../system.tsx. */
export const { List, Create, Update } = entityScreens({
  List: ServicesAdmin,
  form: (service) => <ServiceForm service={service} />,
  useList: useServices,
  idOf: (service) => service.service_id,
  listPath: ADMIN_PATHS.services,
});
