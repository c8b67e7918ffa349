import { useLocation, useParams } from 'react-router';
import type { ContentName } from '../../../contract';
import { isApiClientError } from '../../api/errors';
import { useAdminItem } from '../../api/admin-lists';

/**
 * The item an update screen edits (SPEC §2): the one passed in navigation state, and when
 * there is none (a reload, a pasted link) the live item with the URL's `:id`, read by id
 * (decision 0028), so the screen is never lost. `missing`: the server has no such live
 * item (deleted meanwhile, or a wrong link).
 */
export function useEditTarget<T>(
  entity: ContentName,
  idOf: (item: T) => number,
): { item: T | undefined; missing: boolean; failed: boolean } {
  const { id } = useParams();
  const state = useLocation().state as { item?: T } | null;
  const wanted = Number(id);
  const passed = state?.item !== undefined && idOf(state.item) === wanted ? state.item : undefined;
  const read = useAdminItem<T>(
    entity,
    wanted,
    passed === undefined && Number.isInteger(wanted) && wanted > 0,
  );
  if (passed !== undefined) return { item: passed, missing: false, failed: false };
  const notFound =
    read.isError && isApiClientError(read.error) && (read.error.status === 404 || read.error.status === 400);
  return {
    item: read.data,
    missing: notFound || !(Number.isInteger(wanted) && wanted > 0),
    failed: read.isError && !notFound,
  };
}
