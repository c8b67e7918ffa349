import { ADMIN_PATHS } from '../../../../contract';
import { ServiceForm } from './service-form';
import { ServicesAdmin } from './services-admin';
import { entityScreens } from '../../../ui/admin/entity-screens';

/**
 * /system/services, /create and /update/:id (SPEC §2), lazy-loaded through features/admin/content-admin.ts.
 */
export const { List, Create, Update } = entityScreens({
  List: ServicesAdmin,
  form: (service) => <ServiceForm service={service} />,
  entity: 'services',
  idOf: (service) => service.service_id,
  listPath: ADMIN_PATHS.services,
});
