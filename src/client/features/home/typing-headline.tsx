import { lazy, Suspense, useEffect, useState } from 'react';
import { TYPING } from '../../../contract';
import { useApp } from '../../context/app-provider';
import { prefersReducedMotion } from '../../ui/carousel/carousel-types';

const TypeAnimation = lazy(() => import('react-type-animation').then((m) => ({ default: m.TypeAnimation })));

/** SPEC §2 "Home page": the five phrases the hero types in turn. */
const HERO_PHRASES = [
  'Best student services office in the Middle East',
  'Statistical analysis of theses',
  'Assistance in theses and research',
  'University research work',
  "Preparing master's thesis",
] as const;

/** Enough time after hydration that the typing never competes with the first paint's work. */
const START_AFTER_MS = 1500;

/**
 * The hero's typing animation (hold 3000 ms per phrase, speed 50). The server and the first
 * render show the first phrase as text; the animation is loaded afterwards and starts from
 * it, so nothing moves or blinks at load. Screen readers get the first phrase, once.
 */
export function TypingHeadline({ id }: { id: string }) {
  const { t, lang } = useApp();
  const [live, setLive] = useState(false);
  const phrases = HERO_PHRASES.map((phrase) => t(phrase));

  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = window.setTimeout(() => setLive(true), START_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const first = phrases[0];
  return (
    // Styled by the hero's sheet (home-hero.tsx).
    <h1 className="hero-title" id={id} aria-label={first}>
      <span aria-hidden="true">
        {live ? (
          <Suspense fallback={first}>
            <TypeAnimation
              key={lang}
              className="type-animation"
              sequence={phrases.flatMap((phrase) => [phrase, TYPING.holdMs])}
              speed={TYPING.speed}
              repeat={Infinity}
              preRenderFirstString
              wrapper="span"
            />
          </Suspense>
        ) : (
          first
        )}
      </span>
    </h1>
  );
}
