import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to render now (decision 0051): the first screen's worth
 * (`first`) on the first render, every one right after it has painted, in a transition
 * React time-slices. Rendering the inbox's 50 MUI cards held its first paint back ~0.3 s
 * on our slowest host (1 s at 4x CPU); the first screen needs 6. From then on the whole
 * list renders (a "Load more" page, a refetch), as a list the staff member is already
 * reading.
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
