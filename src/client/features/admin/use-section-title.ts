import { useMatches } from 'react-router';
import type { RouteHandle } from '../../context/route-handle';

/** The English title of the deepest matched route that names one (its `handle.title`). */
export function useSectionTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}
