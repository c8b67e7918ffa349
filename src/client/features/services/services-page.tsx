import { Box, Paper, Typography } from '@mui/material';
import { useLocation, useNavigate, useSearchParams } from '../../context/navigation';
import { PAGE_SIZE, pick } from '../../../contract';
import { useCategories } from '../../api/categories';
import { useServiceCards } from '../../api/services';
import { useApp } from '../../context/app-provider';
import { DeferredContactForm as ContactForm } from '../../ui/deferred-contact-form';
import { MediaImage } from '../../ui/media-image';
import { PagedCardList } from '../../ui/paged-card-list';
import { deferredSection } from '../../ui/deferred-section';
import { ServiceCard } from './components/service-card';
import { categoryIdFrom, servicesHref } from './components/services-href';

// Hydrated after the page (ui/deferred-section): MUI's input and list code are not in its
// first load. The sidebar's links are real links, and the picker loads on a touch.
const CategoryPicker = deferredSection('category-picker', () => import('./components/category-picker').then((m) => m.CategoryPicker));
const ServicesSidebar = deferredSection('services-sidebar', () => import('./components/services-sidebar').then((m) => m.ServicesSidebar));

/**
 * SPEC §2 "Services": the category selector (its header image once chosen), the services
 * grid 9 per page, a sidebar and the contact form; 'no services' when none.
 */
export function ServicesPage() {
  const { t, lang } = useApp();
  const [search] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const categories = useCategories().data ?? [];
  const services = useServiceCards();
  const categoryId = categoryIdFrom(search, state);
  const category = categories.find((c) => c.cat_id === categoryId) ?? null;
  const shown = category ? { ...services, data: services.data?.filter((s) => s.cat_id === category.cat_id) } : services;

  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 4 }, py: { xs: 3, md: 5 }, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 300px' } }}>
      <Box component="section" aria-label={t('Our Services')} sx={{ minWidth: 0 }}>
        <CategoryPicker categories={categories} value={category} onChange={(next) => void navigate(servicesHref(next?.cat_id), { state: next ? { category: next.cat_id } : null })} />
        {category && (
          <Box sx={{ position: 'relative', mt: 3, borderRadius: 3, overflow: 'hidden' }}>
            <MediaImage src={category.cat_header_url} alt={pick(category.cat_name, lang)} width={960} height={300} sizes="(min-width: 900px) 960px, 100vw" priority style={{ maxHeight: 260 }} />
            <Typography component="h2" variant="h5" sx={{ position: 'absolute', insetInline: 0, bottom: 0, p: 2.5, fontWeight: 700, color: 'common.white', background: 'linear-gradient(transparent, rgba(20, 10, 60, 0.85))' }}>
              {pick(category.cat_name, lang)}
            </Typography>
          </Box>
        )}
        <Box sx={{ mt: 3 }}>
          <PagedCardList
            query={shown}
            pageSize={PAGE_SIZE.services}
            columns={{ xs: 1, sm: 2, lg: 3 }}
            emptyText={t('no services')}
            pagerLabel={t('Service pages')}
            getKey={(service) => service.service_id}
            // Under the category's h2 when one is chosen, else straight under the page's h1.
            renderItem={(service, i) => <ServiceCard service={service} headingLevel={category ? 'h3' : 'h2'} priority={i === 0 && !category} />}
          />
        </Box>
      </Box>
      <ServicesSidebar categories={categories} selectedId={category?.cat_id} />
      {/* SPEC §2 "Services": a contact section, the same form as the contact page's. */}
      <Paper component="section" aria-labelledby="services-contact-title" variant="outlined" sx={{ gridColumn: '1 / -1', borderRadius: 4, p: { xs: 2.5, md: 4 }, maxWidth: 900, width: '100%', mx: 'auto' }}>
        <Typography id="services-contact-title" component="h2" variant="h5" sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }}>
          {t('Send us a message')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.9, mb: 3 }}>
          {t('Tell us about your thesis, research or question. We reply by email or WhatsApp, in Arabic, English or Chinese.')}
        </Typography>
        <ContactForm idPrefix="services-contact" />
      </Paper>
    </Box>
  );
}
