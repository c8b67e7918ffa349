import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import type { Testimonial } from '../../../contract';
import { useApp } from '../../context/app-provider';
import { OfficeVideo } from '../../ui/office-video';
import { LatestReviews } from './components/latest-reviews';
import { WhyUsReasons } from './components/why-us-reasons';

/**
 * SPEC §2 "Why us": the reasons list, the office's video and the latest reviews. The route
 * module hands in the testimonial card (`renderReview`), which lives in its own feature.
 */
export function WhyUsPage({ renderReview }: { renderReview: (testimonial: Testimonial) => ReactNode }) {
  const { t } = useApp();
  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 4 }, py: { xs: 4, md: 6 }, display: 'grid', gap: { xs: 5, md: 8 } }}>
      <WhyUsReasons />
      <OfficeVideo id="why-us-video-title" title={t('Meet the team behind your research')} />
      <LatestReviews renderReview={renderReview} />
    </Box>
  );
}
