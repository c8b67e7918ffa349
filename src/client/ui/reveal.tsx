import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SCROLL_IN } from '../../contract';
import { prefersReducedMotion } from './carousel/carousel-types';
import { sheet, useSheet } from '../render/sheet';

/** As React renders it; `revealed` is set on the element itself (below). */
type Phase = 'shown' | 'waiting';

export interface RevealProps {
  children: ReactNode;
  /** Position in its row: each waits 300 ms more than the one before it (SPEC §9). */
  index?: number;
  component?: 'div' | 'li';
  className?: string;
}

/**
 * One class for every phase and position, selected by `data-reveal`, the delay inline: the
 * server's HTML already holds it, so a block set waiting after hydration adds no style at a
 * phone's busiest moment.
 */
const reveal = sheet(
  'reveal',
  // Movement only, never transparency: the text keeps its full contrast for every reader
  // and checker at every moment, and a card waiting below the fold stays focusable.
  `.reveal{min-width:0}
  .reveal[data-reveal="waiting"],.reveal[data-reveal="revealed"]{transition-property:transform;transition-duration:600ms;transition-timing-function:cubic-bezier(0.2, 0.7, 0.2, 1)}
  .reveal[data-reveal="waiting"]{transform:translateY(32px) scale(0.97)}`,
);

/**
 * SPEC §9 scroll-in animation: a block below the fold rises into place once 60 % of it is
 * visible, siblings 300 ms apart. Everything is visible in the HTML and without JavaScript;
 * only blocks still out of view after hydration are held lower, so nothing on screen moves;
 * nothing moves under `prefers-reduced-motion`.
 */
export function Reveal({ children, index = 0, component: Tag = 'div', className }: RevealProps) {
  useSheet(reveal);
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);
  const [phase, setPhase] = useState<Phase>('shown');

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        // 60 % of the block, or 60 % of the screen for a block taller than that.
        const visible = Boolean(
          entry &&
          (entry.intersectionRatio >= SCROLL_IN.threshold ||
            entry.intersectionRect.height >= window.innerHeight * SCROLL_IN.threshold),
        );
        if (first) {
          first = false;
          // In view (or partly) at hydration: leave it alone.
          if (visible || (entry?.isIntersecting ?? false)) return observer.disconnect();
          return setPhase('waiting');
        }
        if (visible) {
          // On the element, not in state: a block rising into view renders nothing, as the
          // visitor scrolls toward what they will tap (decision 0055). React's value stays
          // `waiting`, so it never writes the attribute back.
          el.dataset.reveal = 'revealed';
          observer.disconnect();
        }
      },
      { threshold: [0, SCROLL_IN.threshold] },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <Tag
      ref={ref}
      className={className ? `${className} reveal` : 'reveal'}
      data-reveal={phase}
      style={index ? { transitionDelay: `${index * SCROLL_IN.staggerMs}ms` } : undefined}
    >
      {children}
    </Tag>
  );
}
