import { Box, Paper, Typography } from '@mui/material';
import { blogCardsQueryOptions } from '../../api/blogs';
import { serviceCardsQueryOptions } from '../../api/services';
import { testimonialsQueryOptions } from '../../api/testimonials';
import { useApp } from '../../context/app-provider';
import { REQUEST_FORM_ID } from '../../ui/request-form-anchor';
import { deferredSection } from '../../ui/deferred-section';
import type { HomeCards } from './home-carousels';
import { HomeHero } from './home-hero';

// Hydrated after the rest of the page (ui/deferred-section): their code is not in its first load.
const RequestForm = deferredSection('request-form', () => import('./request-form/request-form').then((m) => m.RequestForm));
const FeaturedTabs = deferredSection('featured', () => import('./featured/featured-tabs').then((m) => m.FeaturedTabs));
// The carousels' lists (~16 KB brotli) come with their code, not in the page's data.
const HomeCarousels = deferredSection('carousels', () => import('./home-carousels').then((m) => m.HomeCarousels), [
  testimonialsQueryOptions,
  serviceCardsQueryOptions,
  blogCardsQueryOptions,
]);

/** SPEC §2 "Home page": the hero with the request form, featured services, and the reviews, services and posts carousels. */
export function HomePage({ cards }: { cards: HomeCards }) {
  const { t } = useApp();
  return (
    <>
      <HomeHero>
        <Box component="section" id={REQUEST_FORM_ID} aria-labelledby={`${REQUEST_FORM_ID}-title`} sx={{ scrollMarginTop: 96, color: 'text.primary' }}>
          <Paper elevation={12} sx={{ p: { xs: 2.5, sm: 3, md: 4 }, borderRadius: 4, maxWidth: 900, mx: 'auto', borderTop: 4, borderTopColor: 'secondary.main' }}>
            <Typography id={`${REQUEST_FORM_ID}-title`} component="h2" variant="h5" sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }}>
              {t('Request a research service')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 3, lineHeight: 1.9 }}>
              {t('Tell us what you need and attach your reference files. We will contact you by phone, WhatsApp or email.')}
            </Typography>
            <RequestForm />
          </Paper>
        </Box>
      </HomeHero>
      <FeaturedTabs />
      <HomeCarousels cards={cards} />
    </>
  );
}
