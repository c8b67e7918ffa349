import type { ComponentProps } from 'react';
import { PartBoundary, lazyPart } from '../render/lazy-part';

const Skeletons = lazyPart(() => import('./card-skeletons').then((m) => m.CardSkeletons));

/**
 * The skeleton cards of a list still loading, their code loaded when first shown: a page
 * the server rendered has its list's data and never shows them, so MUI's Skeleton is not in
 * its first load (decision 0021).
 */
export function LazyCardSkeletons(props: ComponentProps<typeof Skeletons>) {
  return (
    <PartBoundary>
      <Skeletons {...props} />
    </PartBoundary>
  );
}
