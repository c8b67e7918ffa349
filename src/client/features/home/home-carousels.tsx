import type { ComponentType, ReactNode } from 'react';
import {
  CAROUSEL,
  PATHS,
  type BlogCardData,
  type CardPage,
  type ServiceCardData,
  type Testimonial,
} from '../../../contract';
import { useHomeBlogCards } from '../../api/blogs';
import { useHomeServiceCards } from '../../api/services';
import { useTestimonials } from '../../api/testimonials';
import { useApp } from '../../context/app-provider';
import { ButtonLink } from '../../ui/button';
import { CardSkeletons } from '../../ui/card-skeletons';
import { Carousel } from '../../ui/carousel/carousel';
import { QueryList, type ListQuery } from '../../ui/query-list';
import { base } from '../../ui/css/base';
import { laidOutNearScreen } from '../../ui/css/laid-out-near-screen';
import { sheet, useSheet } from '../../render/sheet';
import { Reveal } from '../../ui/reveal';

/** Below the first screen everywhere: laid out when it comes near it, in the head before its look arrives. */
const SHOWCASE_NEAR_SCREEN = laidOutNearScreen('.showcase', {
  phone: 640,
  tablet: 820,
  desktop: 970,
  wide: 700,
});

const carouselSection = sheet(
  'carousel-section',
  `.showcase{padding:40px 16px;overflow:visible}
  ${SHOWCASE_NEAR_SCREEN}
  .showcase-head{text-align:center;margin-bottom:24px}
  .showcase-sub{margin-top:8px}
  .showcase-narrow{max-width:820px;margin-inline:auto}
  .showcase-more{text-align:center;margin-top:16px}
  @media (min-width: 600px){.showcase{padding-inline:24px}}
  @media (min-width: 900px){.showcase{padding:64px}.showcase-head{margin-bottom:40px}}`,
  [base],
  // Below the fold, its look in the stylesheet at the end of the body: meanwhile nothing in it
  // (a 960 px image) may widen the page, which in Arabic moved the whole first screen (CLS 1).
  { whileLinked: `.showcase{overflow:hidden}${SHOWCASE_NEAR_SCREEN}` },
);

/** The cards the carousels show; the route passes them in, as a feature never imports another. */
export interface HomeCards {
  service: (service: ServiceCardData) => ReactNode;
  blog: (blog: BlogCardData) => ReactNode;
  review: (testimonial: Testimonial) => ReactNode;
}

/** A page of cards as the list a carousel shows (decision 0028: the carousels carry only their cards). */
const cardsOf = <T,>({
  data,
  ...state
}: Omit<ListQuery<T>, 'data'> & { data: CardPage<T> | undefined }): ListQuery<T> => ({
  ...state,
  data: data?.items,
});

interface CarouselSectionProps<T> {
  id: string;
  title: string;
  subtitle?: string;
  query: ListQuery<T>;
  emptyText: string;
  settings: (typeof CAROUSEL)[keyof typeof CAROUSEL];
  slide: (item: T) => { key: number; node: ReactNode };
  more?: { to: string; label: string };
}

function CarouselSection<T>({
  id,
  title,
  subtitle,
  query,
  emptyText,
  settings,
  slide,
  more,
}: CarouselSectionProps<T>) {
  useSheet(carouselSection);
  return (
    <section aria-labelledby={`${id}-title`} className="showcase">
      <div className="showcase-head">
        <h2 id={`${id}-title`} className="t t-h4 t-bold t-primary">
          {title}
        </h2>
        {subtitle && <p className="t t-body1 t-muted showcase-sub">{subtitle}</p>}
      </div>
      <Reveal>
        {/* One slide at a time is narrower; several fill the width. */}
        <div className={settings.perViewLg === 1 ? 'showcase-narrow' : undefined}>
          <QueryList
            query={query}
            emptyText={emptyText}
            skeleton={
              <CardSkeletons count={settings.perViewLg} columns={{ xs: 1, lg: settings.perViewLg }} />
            }
          >
            {(items) => (
              <Carousel
                label={title}
                slides={items.map(slide)}
                perViewLg={settings.perViewLg}
                autoplayMs={settings.autoplayMs}
                speed={settings.speed}
              />
            )}
          </QueryList>
        </div>
      </Reveal>
      {more && (
        <div className="showcase-more">
          <ButtonLink to={more.to} variant="outlined">
            {more.label}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}

/** The carousels with the route's cards (`homePageWith`), as the deferred section loads them. */
export function carouselsWith(cards: HomeCards): ComponentType {
  return function Carousels() {
    return <HomeCarousels cards={cards} />;
  };
}

/** SPEC §2 "Home page": the customer reviews, all-services and latest-posts carousels. */
function HomeCarousels({ cards }: { cards: HomeCards }) {
  const { t } = useApp();
  const testimonials = useTestimonials();
  const services = cardsOf(useHomeServiceCards());
  const latest = cardsOf(useHomeBlogCards());

  return (
    <>
      <CarouselSection
        id="home-reviews"
        title={t('Customer reviews')}
        subtitle={t('What students say about working with us')}
        query={testimonials}
        emptyText={t('No testimonials found')}
        settings={CAROUSEL.reviews}
        slide={(item) => ({ key: item.testimonial_id, node: cards.review(item) })}
        more={{ to: PATHS.testimonials, label: t('View all') }}
      />
      <CarouselSection
        id="home-services"
        title={t('All our services')}
        query={services}
        emptyText={t('no services')}
        settings={CAROUSEL.services}
        slide={(item) => ({ key: item.service_id, node: cards.service(item) })}
        more={{ to: PATHS.services, label: t('View all') }}
      />
      <CarouselSection
        id="home-posts"
        title={t('Latest scientific posts')}
        query={latest}
        emptyText={t('No blogs found')}
        settings={CAROUSEL.blogs}
        slide={(item) => ({ key: item.blog_id, node: cards.blog(item) })}
        more={{ to: PATHS.blogs, label: t('View all') }}
      />
    </>
  );
}
