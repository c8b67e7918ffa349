import type { ReactNode } from 'react';
import type { Testimonial } from '../../../contract';
import { useApp } from '../../context/app-provider';
import { useUiStringInputs } from '../../context/ui-string-inputs';
import { contentPage } from '../../ui/css/content-page';
import { useSheet } from '../../render/sheet';
import { OfficeVideo } from '../../ui/office-video';
import { staticSection } from '../../render/static-section';
import { LatestReviews } from './components/latest-reviews';

// Text and icons: the browser keeps the server's HTML and loads their code only for
// another language (render/static-section).
const WhyUsReasons = staticSection(
  'why-us-reasons',
  () => import('./components/why-us-reasons').then((m) => m.WhyUsReasons),
  {
    useInputs: useUiStringInputs,
  },
);

/**
 * SPEC §2 "Why us": the reasons list, the office's video and the latest reviews. The route
 * module hands in the testimonial card (`renderReview`), which lives in its own feature.
 */
export function WhyUsPage({ renderReview }: { renderReview: (testimonial: Testimonial) => ReactNode }) {
  const { t } = useApp();
  useSheet(contentPage);
  return (
    <div className="content-page">
      <WhyUsReasons />
      <OfficeVideo id="why-us-video-title" title={t('Meet the team behind your research')} />
      <LatestReviews renderReview={renderReview} />
    </div>
  );
}
