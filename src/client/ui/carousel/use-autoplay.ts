import { useEffect, useRef, type RefObject } from 'react';

/**
 * SPEC §9's autoplay: `advance` every `ms` while the carousel is on screen, the tab is shown,
 * and neither the pointer nor the keyboard focus is inside it. `at` is where the carousel is:
 * any step (the visitor's or its own) starts the wait again, as swiper's
 * `disableOnInteraction: false` did. Off when `enabled` is false (reduced motion, one slide).
 */
export function useAutoplay(
  root: RefObject<HTMLElement | null>,
  { ms, at, enabled, advance }: { ms: number; at: number; enabled: boolean; advance: () => void },
): void {
  const next = useRef(advance);
  next.current = advance;
  const arm = useRef<() => void>(() => {});

  useEffect(() => {
    const el = root.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    let inView = false;
    let pointerInside = false;
    let focusInside = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    arm.current = () => {
      clearTimeout(timer);
      const running = inView && !pointerInside && !focusInside && document.visibilityState === 'visible';
      if (running) timer = setTimeout(() => next.current(), ms);
    };
    const observer = new IntersectionObserver((entries) => {
      inView = entries.some((entry) => entry.isIntersecting);
      arm.current();
    });
    observer.observe(el);
    // A mouse resting on it holds it; a finger's touch is a tap, not a hold.
    const enter = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      pointerInside = true;
      arm.current();
    };
    const leave = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      pointerInside = false;
      arm.current();
    };
    const focusIn = () => {
      focusInside = true;
      arm.current();
    };
    const focusOut = (event: FocusEvent) => {
      if (el.contains(event.relatedTarget as Node | null)) return;
      focusInside = false;
      arm.current();
    };
    const visibility = () => arm.current();
    el.addEventListener('pointerenter', enter);
    el.addEventListener('pointerleave', leave);
    el.addEventListener('focusin', focusIn);
    el.addEventListener('focusout', focusOut);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      clearTimeout(timer);
      arm.current = () => {};
      observer.disconnect();
      el.removeEventListener('pointerenter', enter);
      el.removeEventListener('pointerleave', leave);
      el.removeEventListener('focusin', focusIn);
      el.removeEventListener('focusout', focusOut);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [root, ms, enabled]);

  // Every step waits the whole delay again before the next.
  useEffect(() => arm.current(), [at]);
}
