import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from '../../context/navigation';
import { CAROUSEL, PATHS, type BlogCardData, type ServiceCardData, type Testimonial } from '../../../contract';
import { useBlogCards } from '../../api/blogs';
import { useServiceCards } from '../../api/services';
import { useTestimonials } from '../../api/testimonials';
import { useApp } from '../../context/app-provider';
import { CardSkeletons } from '../../ui/card-skeletons';
import { Carousel } from '../../ui/carousel/carousel';
import { QueryList, type ListQuery } from '../../ui/query-list';
import { Reveal } from '../../ui/reveal';

/** The cards the carousels show; the route passes them in, as a feature never imports another. */
export interface HomeCards {
  service: (service: ServiceCardData) => ReactNode;
  blog: (blog: BlogCardData) => ReactNode;
  review: (testimonial: Testimonial) => ReactNode;
}

/** How many posts the latest-posts carousel shows (the list is newest first). */
const LATEST_POSTS = 8;

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

function CarouselSection<T>({ id, title, subtitle, query, emptyText, settings, slide, more }: CarouselSectionProps<T>) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ px: { xs: 2, sm: 3, md: 8 }, py: { xs: 5, md: 8 } }}>
      <Box sx={{ textAlign: 'center', mb: { xs: 3, md: 5 } }}>
        <Typography id={`${id}-title`} component="h2" variant="h4" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {title}
        </Typography>
        {subtitle && <Typography sx={{ color: 'text.secondary', mt: 1 }}>{subtitle}</Typography>}
      </Box>
      <Reveal>
        <Box sx={{ maxWidth: settings.perViewLg === 1 ? 820 : 'none', mx: 'auto' }}>
          <QueryList query={query} emptyText={emptyText} skeleton={<CardSkeletons count={settings.perViewLg} columns={{ xs: 1, lg: settings.perViewLg }} />}>
            {(items) => <Carousel label={title} slides={items.map(slide)} perViewLg={settings.perViewLg} autoplayMs={settings.autoplayMs} speed={settings.speed} />}
          </QueryList>
        </Box>
      </Reveal>
      {more && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button component={Link} to={more.to} variant="outlined">
            {more.label}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** SPEC §2 "Home page": the customer reviews, all-services and latest-posts carousels. */
export function HomeCarousels({ cards }: { cards: HomeCards }) {
  const { t } = useApp();
  const testimonials = useTestimonials();
  const services = useServiceCards();
  const blogs = useBlogCards();
  const latest = { ...blogs, data: blogs.data?.slice(0, LATEST_POSTS) };

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
