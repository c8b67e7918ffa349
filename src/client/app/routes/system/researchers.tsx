import { ADMIN_PATHS } from '../../../../contract';
import { useResearchers } from '../../../api/researchers';
import { ResearcherForm } from '../../../features/researchers/admin/researcher-form';
import { ResearchersAdmin } from '../../../features/researchers/admin/researchers-admin';
import { entityScreens } from '../../../ui/admin/entity-screens';

/** /system/researchers, /create and /update/:id (SPEC §2), lazy-loaded by ../system.tsx. */
export const { List, Create, Update } = entityScreens({
  List: ResearchersAdmin,
  form: (researcher) => <ResearcherForm researcher={researcher} />,
  useList: useResearchers,
  idOf: (researcher) => researcher.researcher_id,
  listPath: ADMIN_PATHS.researchers,
});
