import { Typography } from '@mui/material';
import { useApp } from '../../context/app-provider';
import { PageSection } from '../../ui/page-section';

/** SPEC §2 "Testimonials": cards, 6 per page, come with the content API. */
export function TestimonialsPage() {
  const { t } = useApp();
  return (
    <PageSection id="testimonials-list" title={t('What our students say')}>
      <Typography component="p">{t('Written and audio testimonials from our students will appear here soon.')}</Typography>
    </PageSection>
  );
}
