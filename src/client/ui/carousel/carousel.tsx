import { lazy, startTransition, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { sheet, useSheet } from '../../render/sheet';
import { CarouselArrows } from './carousel-arrows';
import type { CarouselProps } from './carousel-types';

const SwiperCarousel = lazy(() => import('./swiper-carousel'));

/**
 * The still row: one slide below lg, `--per-view` from lg up (the theme's 1200 px, LG_MIN_WIDTH);
 * swiper's slides stretch their card to the row's height, as the still row's do.
 */
const carouselSheet = sheet(
  'carousel',
  `.carousel-row{display:grid;gap:24px;grid-template-columns:1fr}
  .carousel-slide{display:flex}
  .carousel-slide>*{flex:1}
  .carousel-slide-later,.carousel-slide-spare{display:none}
  @media (min-width: 1200px){.carousel-row{grid-template-columns:repeat(var(--per-view), minmax(0, 1fr))}.carousel-slide-later{display:flex}}
  .carousel-live .swiper-slide{height:auto;display:flex}
  .carousel-live .swiper-slide>*{flex:1}`,
);

/** How far below the viewport a carousel starts loading swiper (a phone screen or so). */
const NEAR_VIEWPORT = '600px 0px';

/**
 * A carousel that costs nothing until it is needed (DESIGN §9): the server and
 * the first render show its first slides in a still row of the same size, so the content is
 * in the HTML and nothing shifts; when the row comes near the viewport (or an arrow is
 * pressed: the row steps at once) swiper is loaded and takes over where the row is.
 */
export function Carousel(props: CarouselProps) {
  useSheet(carouselSheet);
  const { label, slides, perViewLg } = props;
  const ref = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(false);
  // The slide the still row starts at: an arrow pressed before swiper is here moves the row
  // at once (the answer to the tap), and swiper then starts where the row is.
  const [first, setFirst] = useState(0);
  // In a transition: the still row stays, and answers its arrows, until swiper is here (not
  // a fallback copy of it, mounted afresh while the visitor's finger is on its arrow).
  const goLive = () => startTransition(() => setLive(true));
  const step = (by: number) => {
    setFirst((at) => (at + by + slides.length) % slides.length);
    goLive();
  };
  // What a wide screen shows, and one more, hidden at every width: the next slide is in the
  // HTML, so an arrow tapped before the code is here can show it (public/boot.js, decision 0041).
  const shown = [...slides.slice(first), ...slides.slice(0, first)].slice(0, perViewLg + 1);
  const slideClass = (i: number) =>
    i === 0
      ? 'carousel-slide'
      : i < perViewLg
        ? 'carousel-slide carousel-slide-later'
        : 'carousel-slide carousel-slide-spare';

  useEffect(() => {
    const el = ref.current;
    if (!el || live) return;
    if (typeof IntersectionObserver === 'undefined') return goLive();
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && goLive(),
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [live]);

  const still = (
    <div>
      <div className="carousel-row" style={{ '--per-view': perViewLg } as CSSProperties}>
        {shown.map((slide, i) => (
          <div key={slide.key} role="group" className={slideClass(i)}>
            {slide.node}
          </div>
        ))}
      </div>
      {slides.length > 1 && <CarouselArrows onPrev={() => step(-1)} onNext={() => step(1)} />}
    </div>
  );

  return (
    // A group, not a region: the page's section around it is the landmark, with the same name.
    <div ref={ref} role="group" aria-roledescription="carousel" aria-label={label}>
      {live && slides.length > 1 ? (
        <Suspense fallback={still}>
          <SwiperCarousel {...props} initialSlide={first} />
        </Suspense>
      ) : (
        still
      )}
    </div>
  );
}
