import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from '../../../context/navigation';
import { PATHS, type Testimonial } from '../../../../contract';
import { useTestimonials } from '../../../api/testimonials';
import { useApp } from '../../../context/app-provider';
import { DirectionalIcon } from '../../../ui/directional-icon';

/** How many reviews the Why us page shows; the rest are on /testimonials. */
export const LATEST_REVIEWS = 3;

/** The newest testimonials first (the API lists them in its own order). */
export const latestTestimonials = (all: readonly Testimonial[], count = LATEST_REVIEWS): Testimonial[] =>
  [...all].sort((a, b) => b.creation_timestamp.localeCompare(a.creation_timestamp)).slice(0, count);

/**
 * SPEC §2 "Why us": the reviews section, the latest few in a grid and a link to them all.
 * The card comes from the route module (`renderReview`): a feature never imports another.
 */
export function LatestReviews({ renderReview }: { renderReview: (testimonial: Testimonial) => ReactNode }) {
  const { t } = useApp();
  const { data } = useTestimonials();
  const reviews = latestTestimonials(data ?? []);
  if (reviews.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="why-us-reviews-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Typography id="why-us-reviews-title" component="h2" variant="h4" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {t('What our students say')}
        </Typography>
        <Button component={Link} to={PATHS.testimonials} variant="outlined" endIcon={<DirectionalIcon><ArrowForwardRoundedIcon /></DirectionalIcon>}>
          {t('All testimonials')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, alignItems: 'stretch', '& > * > *': { height: '100%' } }}>
        {reviews.map((review) => (
          <Box key={review.testimonial_id}>{renderReview(review)}</Box>
        ))}
      </Box>
    </Box>
  );
}
