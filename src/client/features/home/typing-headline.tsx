import { useEffect, useRef, useState } from 'react';
import { TYPING } from '../../../contract';
import { useApp } from '../../context/app-provider';
import { PartBoundary, lazyPart } from '../../render/lazy-part';
import { prefersReducedMotion } from '../../ui/carousel/carousel-types';

const TypeAnimation = lazyPart(() => import('react-type-animation').then((m) => m.TypeAnimation));

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
  const ref = useRef<HTMLHeadingElement>(null);
  const phrases = HERO_PHRASES.map((phrase) => t(phrase));

  useEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion()) return;
    let inView = true;
    let started = false;
    const timer = window.setTimeout(() => {
      started = true;
      setLive(inView);
    }, START_AFTER_MS);
    // Off screen it stands still on its first phrase (decision 0055): a letter typed every
    // 50 ms was a style, layout and paint of the hero each time, on a phone reading the page
    // far below it; back on screen it starts again from that phrase, which it shows anyway.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => {
            inView = entries.some((entry) => entry.isIntersecting);
            if (started) setLive(inView);
          });
    observer?.observe(el);
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, []);

  const first = phrases[0];
  return (
    // Styled by the hero's sheet (home-hero.tsx).
    <h1 ref={ref} className="hero-title" id={id} aria-label={first}>
      <span aria-hidden="true">
        {live ? (
          <PartBoundary fallback={first}>
            <TypeAnimation
              key={lang}
              className="type-animation"
              sequence={phrases.flatMap((phrase) => [phrase, TYPING.holdMs])}
              speed={TYPING.speed}
              repeat={Infinity}
              preRenderFirstString
              wrapper="span"
            />
          </PartBoundary>
        ) : (
          first
        )}
      </span>
    </h1>
  );
}
