import { PAGE_SIZE } from '../../../contract';
import { useTestimonials } from '../../api/testimonials';
import { useApp } from '../../context/app-provider';
import { ListSection } from '../../ui/list-section';
import { PagedCardList } from '../../ui/paged-card-list';
import { TestimonialCard } from './components/testimonial-card';

/** SPEC §2 "Testimonials": written and audio reviews, 6 cards per page with a pager. */
export function TestimonialsPage() {
  const { t } = useApp();
  return (
    <ListSection label={t('What our students say')}>
      <PagedCardList
        source={{ whole: useTestimonials(), pageSize: PAGE_SIZE.testimonials }}
        pageSize={PAGE_SIZE.testimonials}
        columns={{ xs: 1, sm: 2, md: 3 }}
        emptyText={t('No testimonials found')}
        pagerLabel={t('Testimonial pages')}
        getKey={(item) => item.testimonial_id}
        renderItem={(item) => <TestimonialCard testimonial={item} headingLevel="h2" />}
      />
    </ListSection>
  );
}
