import { useOffice } from '../../api/settings';
import { useApp } from '../../context/app-provider';
import { useUiStringInputs } from '../../context/ui-string-inputs';
import { base } from '../../ui/css/base';
import { sheet, useSheet } from '../../render/sheet';
import { ContactFormCard } from '../../ui/contact-form-card';
import { formLayout } from '../../ui/form-layout';
import { EmbedFacade } from '../../ui/embed-facade';
import { staticSection } from '../../render/static-section';

// Text and links: the browser keeps the server's HTML, and loads its code only once the
// language, the UI strings or the settings it shows change on the page (render/static-section).
const ContactDetails = staticSection(
  'contact-details',
  () => import('./components/contact-details').then((m) => m.ContactDetails),
  {
    useInputs: () => [...useUiStringInputs(), useOffice()],
  },
);

const contactPage = sheet(
  'contact-page',
  `.contact-page{display:grid;gap:32px;padding:32px 16px}
  @media (min-width: 600px){.contact-page{padding-inline:24px}}
  @media (min-width: 900px){.contact-page{gap:40px;padding:48px 32px}}
  .contact-columns{display:grid;grid-template-columns:1fr;gap:24px;align-items:start}
  @media (min-width: 900px){.contact-columns{grid-template-columns:minmax(0, 3fr) minmax(0, 2fr);gap:32px}}
  .contact-map-title{margin-bottom:16px}`,
  [base, formLayout],
);

/**
 * SPEC §2 "Contact section": the form beside the office's phone, email, WhatsApp and social
 * links, and the map below, loaded only when the visitor asks for it (ui/embed-facade.tsx).
 */
export function ContactPage() {
  const { t } = useApp();
  const office = useOffice();
  useSheet(contactPage);
  return (
    <div id="contact-us" className="contact-page">
      <div className="contact-columns">
        <ContactFormCard />
        <ContactDetails />
      </div>
      {office?.map_url && (
        <section aria-labelledby="contact-map-title">
          <h2 id="contact-map-title" className="t t-h5 t-bold t-primary contact-map-title">
            {t('Find us on the map')}
          </h2>
          <EmbedFacade
            kind="map"
            src={office.map_url}
            title={t('The office on the map')}
            buttonLabel={t('Show the map')}
            aspectRatio={{ xs: '4 / 3', md: '21 / 9' }}
          />
        </section>
      )}
    </div>
  );
}
