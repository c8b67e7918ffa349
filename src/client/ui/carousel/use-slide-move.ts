import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** A step being shown: which way, and a count so that two steps the same way are two moves. */
export interface Move {
  by: 1 | -1;
  n: number;
}

/** A frame at 60 Hz. */
const ONE_FRAME_MS = 16;

/** The gap between slides (px), in the carousel's sheet too. */
export const SLIDE_GAP = 24;

/**
 * Slides the row one slot from where the last step left it to where it now is, after the
 * render that laid both slides out side by side (decision 0055): for a step forward the row
 * holds the slide leaving first, for a step back the one coming, so the move starts from
 * what was on screen. A transform animation: the compositor runs it, the main thread only
 * starts it. `done` is called when it ends; a newer move cancels the older one.
 */
export function useSlideMove(
  row: RefObject<HTMLElement | null>,
  { move, dir, speed, done }: { move: Move | null; dir: 'rtl' | 'ltr'; speed: number; done: () => void },
): void {
  const running = useRef<Animation | null>(null);
  const finish = useRef(done);
  finish.current = done;

  useLayoutEffect(() => {
    running.current?.cancel();
    running.current = null;
    const el = row.current;
    if (!move || !el) return;
    // The slide that ends up first: after the leaving one on a step forward, first on a step back.
    const first = el.children[move.by === 1 ? 1 : 0] as HTMLElement | undefined;
    if (!first || typeof el.animate !== 'function') return finish.current();
    const slot = first.offsetWidth + SLIDE_GAP;
    // Forward moves the slides toward the reading start: left in English, right in Arabic.
    const ahead = dir === 'rtl' ? slot : -slot;
    const [from, to] = move.by === 1 ? [0, ahead] : [ahead, 0];
    // Fastest at its start, and begun a frame ago: an animation's first frame is its time 0,
    // where nothing has moved yet, so the frame after the tap shows the row on its way.
    const animation = el.animate(
      [{ transform: `translateX(${from}px)` }, { transform: `translateX(${to}px)` }],
      { duration: speed, delay: -ONE_FRAME_MS, easing: 'ease-out', fill: 'forwards' },
    );
    running.current = animation;
    animation.finished.then(
      () => running.current === animation && finish.current(),
      // Cancelled by a newer move or the carousel's end.
      () => undefined,
    );
  }, [row, move, dir, speed]);

  useEffect(() => () => running.current?.cancel(), []);
}
