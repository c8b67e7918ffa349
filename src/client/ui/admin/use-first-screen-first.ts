import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to render now (decision 0051): the first screen's worth
 * (`first`) on the first render, every one right after it has painted, in a transition
 * React time-slices. The inbox's 50 cards of MUI took 1.3 s to render before anything
 * showed on a slow host; the first screen needs 6. From then on the whole list renders
 * (a "Load more" page, a refetch), as a list the staff member is already reading.
 */
export function useFirstScreenFirst(count: number, first: number): number {
  const [all, setAll] = useState(false);
  const waiting = !all && count > first;
  useEffect(() => {
    if (!waiting) return;
    // After the browser paints the first screen (a frame, then a task), not before.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAll(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [waiting]);
  return waiting ? first : count;
}
