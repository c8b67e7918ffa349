import { Box } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CarouselArrows } from './carousel-arrows';
import type { CarouselProps } from './carousel-types';

const SwiperCarousel = lazy(() => import('./swiper-carousel'));

/** How far below the viewport a carousel starts loading swiper (a phone screen or so). */
const NEAR_VIEWPORT = '600px 0px';

/**
 * A carousel that costs nothing until it is needed (issue 9 §10, DESIGN §9): the server and
 * the first render show its first slides in a still row of the same size, so the content is
 * in the HTML and nothing shifts; when the row comes near the viewport (or an arrow is
 * pressed) swiper is loaded and takes over.
 */
export function Carousel(props: CarouselProps) {
  const { label, slides, perViewLg } = props;
  const ref = useRef<HTMLElement>(null);
  const [live, setLive] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || live) return;
    if (typeof IntersectionObserver === 'undefined') return setLive(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setLive(true), { rootMargin: NEAR_VIEWPORT });
    observer.observe(el);
    return () => observer.disconnect();
  }, [live]);

  const still = (
    <Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: `repeat(${perViewLg}, minmax(0, 1fr))` } }}>
        {slides.slice(0, perViewLg).map((slide, i) => (
          <Box key={slide.key} role="group" sx={{ display: { xs: i === 0 ? 'flex' : 'none', lg: 'flex' }, '& > *': { flex: 1 } }}>
            {slide.node}
          </Box>
        ))}
      </Box>
      {slides.length > 1 && <CarouselArrows onPrev={() => setLive(true)} onNext={() => setLive(true)} />}
    </Box>
  );

  return (
    // A group, not a region: the page's section around it is the landmark, with the same name.
    <Box ref={ref} role="group" aria-roledescription="carousel" aria-label={label}>
      {live && slides.length > 1 ? (
        <Suspense fallback={still}>
          <SwiperCarousel {...props} />
        </Suspense>
      ) : (
        still
      )}
    </Box>
  );
}
