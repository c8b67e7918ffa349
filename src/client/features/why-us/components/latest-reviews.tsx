import type { ReactNode } from 'react';
import { PATHS, type Testimonial } from '../../../../contract';
import { useTestimonials } from '../../../api/testimonials';
import { useApp } from '../../../context/app-provider';
import { ButtonLink } from '../../../ui/button';
import { base } from '../../../ui/css/base';
import { sheet, useSheet } from '../../../render/sheet';
import { DirectionalIcon } from '../../../ui/directional-icon';
import { Icon } from '../../../ui/icon';
import { ArrowForwardRounded } from '../../../ui/icon-paths';

const latestReviews = sheet(
  'latest-reviews',
  `.latest-head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:16px;margin-bottom:24px}
  .latest-grid{display:grid;gap:24px;align-items:stretch;grid-template-columns:1fr}
  .latest-grid>*>*{height:100%}
  @media (min-width: 600px){.latest-grid{grid-template-columns:1fr 1fr}}
  @media (min-width: 900px){.latest-grid{grid-template-columns:repeat(3, 1fr)}}`,
  [base],
);

/** How many reviews the Why us page shows; the rest are on /testimonials. */
const LATEST_REVIEWS = 3;

/** The newest testimonials first (the API lists them in its own order). */
export const latestTestimonials = (all: readonly Testimonial[], count = LATEST_REVIEWS): Testimonial[] =>
  [...all].sort((a, b) => b.creation_timestamp.localeCompare(a.creation_timestamp)).slice(0, count);

/**
 * SPEC §2 "Why us": the reviews section, the latest few in a grid and a link to them all.
 * The card comes from the route module (`renderReview`): a feature never imports another.
 */
export function LatestReviews({ renderReview }: { renderReview: (testimonial: Testimonial) => ReactNode }) {
  useSheet(latestReviews);
  const { t } = useApp();
  const { data } = useTestimonials();
  const reviews = latestTestimonials(data ?? []);
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="why-us-reviews-title">
      <div className="latest-head">
        <h2 id="why-us-reviews-title" className="t t-h4 t-bold t-primary">
          {t('What our students say')}
        </h2>
        <ButtonLink
          to={PATHS.testimonials}
          variant="outlined"
          endIcon={
            <DirectionalIcon>
              <Icon shapes={ArrowForwardRounded} />
            </DirectionalIcon>
          }
        >
          {t('All testimonials')}
        </ButtonLink>
      </div>
      <div className="latest-grid">
        {reviews.map((review) => (
          <div key={review.testimonial_id}>{renderReview(review)}</div>
        ))}
      </div>
    </section>
  );
}
