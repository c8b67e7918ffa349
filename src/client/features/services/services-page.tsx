import { useLocation, useNavigate, useSearchParams } from '../../context/navigation';
import { PAGE_SIZE, pick } from '../../../contract';
import { useQuery } from '@tanstack/react-query';
import { categoriesQueryOptions, useCategoriesMenu } from '../../api/categories';
import { useServiceCardPage } from '../../api/services';
import { useApp } from '../../context/app-provider';
import { base } from '../../ui/css/base';
import { BelowTheFold, sheet, useSheet } from '../../render/sheet';
import { ContactFormCard } from '../../ui/contact-form-card';
import { MediaImage } from '../../ui/media-image';
import { PagedCardList } from '../../ui/paged-card-list';
import { requestedPage } from '../../ui/paginated-grid';
import { deferredSection } from '../../render/deferred-section';
import { ServiceCard } from './components/service-card';
import { categoryIdFrom, servicesHref } from './components/services-href';

// Hydrated after the page (render/deferred-section): their code is not in its first load. The
// sidebar's links are real links, and the picker's code comes at a touch (a tap before it is
// here is given again once it is: render/early-taps).
const CategoryPicker = deferredSection('category-picker', () =>
  import('./components/category-picker').then((m) => m.CategoryPicker),
);
const ServicesSidebar = deferredSection('services-sidebar', () =>
  import('./components/services-sidebar').then((m) => m.ServicesSidebar),
);

const servicesPage = sheet(
  'services-page',
  `.services-page{display:grid;grid-template-columns:1fr;gap:32px;padding:24px 16px}
  @media (min-width: 600px){.services-page{padding-inline:24px}}
  @media (min-width: 900px){.services-page{grid-template-columns:minmax(0, 1fr) 300px;padding:40px 32px}}
  .services-main{min-width:0}
  .services-category{position:relative;margin-top:24px;overflow:hidden;border-radius:30px}
  .services-category-name{position:absolute;inset-inline:0;bottom:0;padding:20px;color:#fff;background:linear-gradient(transparent, rgba(20, 10, 60, 0.85))}
  .services-list{margin-top:24px}
  .services-contact{grid-column:1/-1;width:100%;max-width:900px;margin-inline:auto}`,
  [base],
);

/**
 * SPEC §2 "Services": the category selector (its header image once chosen), the services
 * grid 9 per page, a sidebar and the contact form; 'no services' when none.
 */
export function ServicesPage() {
  const { t, lang } = useApp();
  const [search] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  // Every page's menu has each category's id and name: all the picker and the sidebar show.
  const categories = useCategoriesMenu().data ?? [];
  const categoryId = categoryIdFrom(search, state);
  const category = categories.find((c) => c.cat_id === categoryId) ?? null;
  // Its header image only once one is chosen (decision 0049): the whole list is then read,
  // by the server for `?category=`, by the browser for one chosen in the drawer.
  const headerUrl = useQuery({
    ...categoriesQueryOptions(),
    enabled: category !== null,
    select: (list) => list.find((c) => c.cat_id === category?.cat_id)?.cat_header_url,
  }).data;
  const cards = useServiceCardPage({
    page: requestedPage(search),
    limit: PAGE_SIZE.services,
    cat_id: category?.cat_id,
  });
  useSheet(servicesPage);

  return (
    <div className="services-page">
      <section className="services-main" aria-label={t('Our Services')}>
        <CategoryPicker
          categories={categories}
          value={category}
          onChange={(next) =>
            void navigate(servicesHref(next?.cat_id), { state: next ? { category: next.cat_id } : null })
          }
        />
        {category && (
          <div className="services-category">
            <MediaImage
              src={headerUrl}
              alt={pick(category.cat_name, lang)}
              width={960}
              height={300}
              sizes="(min-width: 900px) 960px, 100vw"
              priority
              style={{ maxHeight: 260 }}
            />
            <h2 className="t t-h5 t-bold services-category-name">{pick(category.cat_name, lang)}</h2>
          </div>
        )}
        <div className="services-list">
          <PagedCardList
            source={{ pageOfCards: cards }}
            pageSize={PAGE_SIZE.services}
            columns={{ xs: 1, sm: 2, lg: 3 }}
            emptyText={t('no services')}
            pagerLabel={t('Service pages')}
            getKey={(service) => service.service_id}
            // Under the category's h2 when one is chosen, else straight under the page's h1.
            renderItem={(service, i) => (
              <ServiceCard
                service={service}
                headingLevel={category ? 'h3' : 'h2'}
                priority={i === 0 && !category}
              />
            )}
          />
        </div>
      </section>
      <ServicesSidebar categories={categories} selectedId={category?.cat_id} />
      {/* SPEC §2 "Services": a contact section, the same form as the contact page's. Below the
          cards on every screen: its layout's sheet comes with the page's last stylesheet
          (decision 0049). */}
      <BelowTheFold>
        <ContactFormCard idPrefix="services-contact" className="services-contact" />
      </BelowTheFold>
    </div>
  );
}
