import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { useApp } from '../../context/app-provider';
import { CarouselArrows } from './carousel-arrows';
import { LG_MIN_WIDTH, prefersReducedMotion, type CarouselProps } from './carousel-types';

/**
 * The moving carousel (swiper), loaded by `Carousel` when it nears the viewport, starting at
 * the slide its still row shows (`initialSlide`: an arrow may have moved it). Autoplay
 * pauses while the pointer or the keyboard focus is inside, and never runs under
 * `prefers-reduced-motion`; Arabic slides right to left.
 */
export default function SwiperCarousel({
  label,
  slides,
  perViewLg,
  autoplayMs,
  speed = 300,
  initialSlide = 0,
}: CarouselProps & { initialSlide?: number }) {
  const { dir, t } = useApp();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [reduced] = useState(prefersReducedMotion);
  // Loop needs more slides than fit in view; with fewer, the carousel rewinds instead.
  const loop = slides.length > perViewLg;

  useEffect(() => {
    if (swiper && !swiper.destroyed) swiper.changeLanguageDirection(dir);
  }, [swiper, dir]);

  const pause = () => swiper?.autoplay?.running && swiper.autoplay.pause();
  const resume = () => swiper?.autoplay?.running && swiper.autoplay.resume();

  return (
    // The carousel sheet (carousel.tsx, around this) stretches each slide's card to the row's height.
    <div
      className="carousel-live"
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resume();
      }}
    >
      <Swiper
        dir={dir}
        modules={[A11y, Autoplay]}
        onSwiper={setSwiper}
        slidesPerView={1}
        spaceBetween={24}
        breakpoints={{ [LG_MIN_WIDTH]: { slidesPerView: perViewLg } }}
        loop={loop}
        initialSlide={initialSlide}
        rewind={!loop}
        speed={reduced ? 0 : speed}
        autoplay={reduced ? false : { delay: autoplayMs, disableOnInteraction: false }}
        a11y={{
          containerMessage: label,
          prevSlideMessage: t('Previous slide'),
          nextSlideMessage: t('Next slide'),
          slideRole: 'group',
        }}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key}>{slide.node}</SwiperSlide>
        ))}
      </Swiper>
      <CarouselArrows onPrev={() => swiper?.slidePrev()} onNext={() => swiper?.slideNext()} />
    </div>
  );
}
