import type { ComponentType, ReactNode } from 'react';
import { homeBlogCardsQueryOptions } from '../../api/blogs';
import { homeServiceCardsQueryOptions } from '../../api/services';
import { testimonialsQueryOptions } from '../../api/testimonials';
import { useApp } from '../../context/app-provider';
import { REQUEST_FORM_ID } from '../../ui/request-form-anchor';
import { base } from '../../ui/css/base';
import { BelowTheFold, sheet, useSheet } from '../../render/sheet';
import { deferredSection } from '../../render/deferred-section';
import type { HomeCards } from './home-carousels';
import { HomeHero } from './home-hero';

// Hydrated after the rest of the page (render/deferred-section): their code is not in its first load.
const RequestForm = deferredSection('request-form', () =>
  import('./request-form/request-form').then((m) => m.RequestForm),
);
const FeaturedTabs = deferredSection('featured', () =>
  import('./featured/featured-tabs').then((m) => m.FeaturedTabs),
);

const requestCard = sheet(
  'home-request',
  `.home-request{scroll-margin-top:96px;color:var(--ink)}
  .home-request-card{max-width:900px;margin-inline:auto;padding:20px;border-top:4px solid var(--secondary);border-radius:40px;background-color:var(--paper);color:var(--ink);box-shadow:0px 7px 8px -4px rgba(0,0,0,0.2),0px 12px 17px 2px rgba(0,0,0,0.14),0px 5px 22px 4px rgba(0,0,0,0.12)}
  @media (min-width: 600px){.home-request-card{padding:24px}}
  @media (min-width: 900px){.home-request-card{padding:32px}}
  .home-request-title{margin-bottom:8px}
  .home-request-lead{margin-bottom:24px;line-height:1.9}`,
  [base],
);

/**
 * SPEC §2 "Home page": the hero with the request form, featured services, and the
 * reviews, services and posts carousels. The route names the carousels' cards (a feature
 * never imports another); they load with the carousels' code, after the page: the service,
 * post and review cards with their avatars and icons were ~5 KB of the page's first load.
 */
export function homePageWith(loadCards: () => Promise<HomeCards>): ComponentType {
  // The carousels' lists (~16 KB brotli) come with their code, not in the page's data.
  const HomeCarousels = deferredSection(
    'carousels',
    () => Promise.all([import('./home-carousels'), loadCards()]).then(([m, cards]) => m.carouselsWith(cards)),
    [testimonialsQueryOptions, homeServiceCardsQueryOptions, homeBlogCardsQueryOptions],
  );
  return function HomePage() {
    return <HomeContent carousels={<HomeCarousels />} />;
  };
}

function HomeContent({ carousels }: { carousels: ReactNode }) {
  const { t } = useApp();
  useSheet(requestCard);
  return (
    <>
      <HomeHero>
        <section className="home-request" id={REQUEST_FORM_ID} aria-labelledby={`${REQUEST_FORM_ID}-title`}>
          <div className="home-request-card">
            <h2 id={`${REQUEST_FORM_ID}-title`} className="t t-h5 t-bold t-primary home-request-title">
              {t('Request a research service')}
            </h2>
            <p className="t t-body1 t-muted home-request-lead">
              {t(
                'Tell us what you need and attach your reference files. We will contact you by phone, WhatsApp or email.',
              )}
            </p>
            <RequestForm />
          </div>
        </section>
      </HomeHero>
      {/* Below the hero on every screen: their sheets come in the stylesheet at the end of the page. */}
      <BelowTheFold>
        <FeaturedTabs />
        {carousels}
      </BelowTheFold>
    </>
  );
}
