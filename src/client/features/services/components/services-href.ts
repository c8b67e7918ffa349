import { PATHS } from '../../../../contract';

/** The services list, narrowed to a category by `?category=` (a reload or a shared link keeps it). */
export const servicesHref = (categoryId?: number): string =>
  categoryId === undefined ? PATHS.services : `${PATHS.services}?category=${categoryId}`;

/**
 * A `?category=` or navigation-state category id (SPEC §2: a category can arrive through navigation state).
 */
export function categoryIdFrom(search: URLSearchParams, state: unknown): number | undefined {
  const fromUrl = Number(search.get('category'));
  if (Number.isSafeInteger(fromUrl) && fromUrl > 0) return fromUrl;
  const fromState = (state as { category?: unknown } | null)?.category;
  return typeof fromState === 'number' && Number.isSafeInteger(fromState) ? fromState : undefined;
}
