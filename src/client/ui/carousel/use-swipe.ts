import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** How far a finger travels sideways (px) before it is a swipe, not a tap. */
const SWIPE_PX = 40;
/** A click this soon after a swipe is the swipe's own end on a card's link, not a tap. */
const CLICK_AFTER_SWIPE_MS = 400;

/**
 * A sideways swipe of a finger or a pen steps the carousel: toward the reading start is
 * forward (leftward in English, rightward in Arabic). The view is `touch-action: pan-y`
 * (carousel sheet), so an upward swipe still scrolls the page. A mouse clicks the arrows.
 */
export function useSwipe(dir: 'rtl' | 'ltr', step: (by: 1 | -1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const swipedAt = useRef(-Infinity);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      swipedAt.current = event.timeStamp;
      const towardStart = dir === 'rtl' ? dx > 0 : dx < 0;
      step(towardStart ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onClickCapture: (event: MouseEvent) => {
      if (event.timeStamp - swipedAt.current > CLICK_AFTER_SWIPE_MS) return;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
