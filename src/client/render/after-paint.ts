/**
 * Runs `work` in a task of its own once the next frame is painted. What a tap or a focus sets
 * going (loading a part's code, then running it) then never holds back the frame that answers
 * it, which is what Interaction to Next Paint measures: a part already in the browser's cache
 * would otherwise run inside that frame's task (decision 0054).
 */
export function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== 'function') return work();
  requestAnimationFrame(() => setTimeout(work, 0));
}
