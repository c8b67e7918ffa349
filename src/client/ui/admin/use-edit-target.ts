import { useLocation, useParams } from 'react-router';

/**
 * The item an update screen edits (SPEC §2): the one passed in navigation state, and when
 * there is none (a reload, a pasted link) the one with the URL's `:id` in the loaded list,
 * so the screen is never lost (issue 11 §1). `missing`: the list is loaded and has no
 * such item (deleted meanwhile, or a wrong link).
 */
export function useEditTarget<T>(list: readonly T[] | undefined, idOf: (item: T) => number): { item: T | undefined; missing: boolean } {
  const { id } = useParams();
  const state = useLocation().state as { item?: T } | null;
  const wanted = Number(id);
  const passed = state?.item;
  if (passed !== undefined && idOf(passed) === wanted) return { item: passed, missing: false };
  const found = list?.find((item) => idOf(item) === wanted);
  return { item: found, missing: list !== undefined && found === undefined };
}
