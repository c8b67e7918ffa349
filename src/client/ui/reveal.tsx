import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { SCROLL_IN } from '../../contract';
import { prefersReducedMotion } from './carousel/carousel-types';

type Phase = 'shown' | 'waiting' | 'revealed';

export interface RevealProps {
  children: ReactNode;
  /** Position in its row: each waits 300 ms more than the one before it (SPEC §9). */
  index?: number;
  component?: ElementType;
  className?: string;
}

/**
 * SPEC §9 scroll-in animation: a block below the fold rises into place once 60 % of it is
 * visible, siblings 300 ms apart. Everything is visible in the HTML and without JavaScript;
 * only blocks still out of view after hydration are held lower, so nothing on screen moves;
 * nothing moves under `prefers-reduced-motion`.
 */
/**
 * One class for every phase and position, selected by `data-reveal`, the delay inline: the
 * server's HTML already holds it, so a block set waiting after hydration adds no style at a
 * phone's busiest moment (in Arabic each new rule also goes through the RTL transform).
 */
const REVEAL_SX = {
  minWidth: 0,
  // Movement only, never transparency: the text keeps its full contrast for every reader
  // and checker at every moment, and a card waiting below the fold stays focusable.
  '&[data-reveal="waiting"], &[data-reveal="revealed"]': { transitionProperty: 'transform', transitionDuration: '600ms', transitionTimingFunction: 'cubic-bezier(0.2, 0.7, 0.2, 1)' },
  '&[data-reveal="waiting"]': { transform: 'translateY(32px) scale(0.97)' },
} as const;

export function Reveal({ children, index = 0, component = 'div', className }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>('shown');

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        // 60 % of the block, or 60 % of the screen for a block taller than that.
        const visible = Boolean(
          entry && (entry.intersectionRatio >= SCROLL_IN.threshold || entry.intersectionRect.height >= window.innerHeight * SCROLL_IN.threshold),
        );
        if (first) {
          first = false;
          // In view (or partly) at hydration: leave it alone.
          if (visible || (entry?.isIntersecting ?? false)) return observer.disconnect();
          return setPhase('waiting');
        }
        if (visible) {
          setPhase('revealed');
          observer.disconnect();
        }
      },
      { threshold: [0, SCROLL_IN.threshold] },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <Box
      ref={ref}
      component={component}
      className={className}
      data-reveal={phase}
      style={index ? { transitionDelay: `${index * SCROLL_IN.staggerMs}ms` } : undefined}
      sx={REVEAL_SX}
    >
      {children}
    </Box>
  );
}
