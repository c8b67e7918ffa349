import { ADMIN_PATHS } from '../../../../contract';
import { ResearcherForm } from './researcher-form';
import { ResearchersAdmin } from './researchers-admin';
import { entityScreens } from '../../../ui/admin/entity-screens';

/**
 * /system/researchers, /create and /update/:id (SPEC §2), lazy-loaded through
 * features/admin/content-admin.ts.
 */
export const { List, Create, Update } = entityScreens({
  List: ResearchersAdmin,
  form: (researcher) => <ResearcherForm researcher={researcher} />,
  entity: 'researchers',
  idOf: (researcher) => researcher.researcher_id,
  listPath: ADMIN_PATHS.researchers,
});
