import { useDeferredValue, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { useApp } from '../../context/app-provider';
import { sheet, useSheet } from '../../render/sheet';
import { CarouselArrows } from './carousel-arrows';
import { LG_MIN_WIDTH, prefersReducedMotion, type CarouselProps } from './carousel-types';
import { useAutoplay } from './use-autoplay';
import { SLIDE_GAP, useSlideMove, type Move } from './use-slide-move';
import { useSwipe } from './use-swipe';

/**
 * One slide below lg, `--per-view` from lg up (the theme's 1200 px), side by
 * side in one row; the slides past them are in the HTML and hidden, and every slide is shown
 * while the row moves (the view clips it sideways then). Each slide stretches its card to
 * the row's height. The row is a layer of its own from the start (`will-change`), so a step's
 * first frame moves what is already drawn rather than drawing it again (decision 0055).
 */
const carouselSheet = sheet(
  'carousel',
  `.carousel-view{touch-action:pan-y}
  .carousel-moving .carousel-view{overflow-x:clip;overflow-clip-margin:8px}
  .carousel-row{display:grid;grid-auto-flow:column;grid-auto-columns:100%;gap:${SLIDE_GAP}px;will-change:transform}
  .carousel-slide{display:flex}
  .carousel-slide>*{flex:1}
  .carousel-slide-later,.carousel-slide-spare{display:none}
  .carousel-moving .carousel-slide{display:flex}
  @media (min-width: ${LG_MIN_WIDTH}px){.carousel-row{grid-auto-columns:calc((100% - (var(--per-view) - 1) * ${SLIDE_GAP}px) / var(--per-view))}.carousel-slide-later{display:flex}}`,
);

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/**
 * A carousel that costs a render of its own slides and nothing more (decision 0055): the
 * server's HTML and every render hold the slides in view (and the next, hidden: public/boot.js
 * shows it for an arrow tapped before the code is here, decision 0041); an arrow, a swipe or
 * the autoplay steps the row, and a transform slides it one slot (none under
 * `prefers-reduced-motion`, which also stops the autoplay). It loops both ways.
 */
export function Carousel({ label, slides, perViewLg, autoplayMs, speed = 300 }: CarouselProps) {
  useSheet(carouselSheet);
  const { dir } = useApp();
  const rootRef = useRef<HTMLDivElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const count = slides.length;
  // The first slide in view, counted without wrapping so each slide in the row keeps its key
  // (and its element) as the row steps.
  const [at, setAt] = useState(0);
  const [move, setMove] = useState<Move | null>(null);
  const [reduced] = useState(prefersReducedMotion);

  const step = (by: 1 | -1, animate = true) => {
    setAt((now) => now + by);
    setMove((last) => (animate && speed > 0 && !reduced ? { by, n: (last?.n ?? 0) + 1 } : null));
  };
  useSlideMove(rowRef, { move, dir, speed, done: () => setMove(null) });
  useAutoplay(rootRef, { ms: autoplayMs, at, enabled: count > 1 && !reduced, advance: () => step(1) });
  const swipe = useSwipe(dir, (by) => count > 1 && step(by));
  // A tap given again after hydration (render/early-taps: `click()`, not trusted) was already
  // answered by public/boot.js: the row takes the step without moving again.
  const arrow = (by: 1 | -1) => (event: MouseEvent) => step(by, event.nativeEvent.isTrusted);

  // What a wide screen shows, and one more; on a step forward, the slide leaving before them.
  // The slide a step forward adds at the far end is never in view while the row moves: it is
  // mounted after the step's frame (a deferred render), so a tap commits a move and no new card.
  const settledAt = useDeferredValue(at);
  const spare = count > perViewLg && settledAt >= at ? 1 : 0;
  const from = move?.by === 1 ? at - 1 : at;
  const row: number[] = [];
  for (let index = from; index < at + Math.min(perViewLg, count) + spare; index++) row.push(index);
  const slideClass = (index: number) =>
    index === at
      ? 'carousel-slide'
      : index > at && index < at + perViewLg
        ? 'carousel-slide carousel-slide-later'
        : 'carousel-slide carousel-slide-spare';

  return (
    // A group, not a region: the page's section around it is the landmark, with the same name.
    <div
      ref={rootRef}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      className={move ? 'carousel-moving' : undefined}
    >
      <div className="carousel-view" {...swipe}>
        <div ref={rowRef} className="carousel-row" style={{ '--per-view': perViewLg } as CSSProperties}>
          {row.map((index) => {
            const slide = slides[wrap(index, count)]!;
            return (
              <div key={index} role="group" className={slideClass(index)}>
                {slide.node}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && <CarouselArrows onPrev={arrow(-1)} onNext={arrow(1)} />}
    </div>
  );
}
