import { useSearchParams } from '../../context/navigation';
import { PATHS, pick } from '../../../contract';
import { useService } from '../../api/services';
import { useApp } from '../../context/app-provider';
import { ButtonLink, buttons } from '../../ui/button';
import { base } from '../../ui/css/base';
import { sheet, useSheet } from '../../render/sheet';
import { Icon } from '../../ui/icon';
import { CheckCircleRounded } from '../../ui/icon-paths';
import { MediaImage } from '../../ui/media-image';
import { REQUEST_FORM_ID } from '../../ui/request-form-anchor';
import { WhatsAppButton } from '../../ui/whatsapp-button';
import { GuaranteesAccordion } from './components/guarantees-accordion';

const servicePage = sheet(
  'service-page',
  `.service-page{display:grid;gap:32px;padding:24px 16px}
  @media (min-width: 600px){.service-page{padding-inline:24px}}
  @media (min-width: 900px){.service-page{gap:48px;padding:40px 32px}}
  .service-intro{display:grid;grid-template-columns:1fr;gap:24px;align-items:center}
  @media (min-width: 900px){.service-intro{grid-template-columns:minmax(0, 1fr) minmax(0, 1fr);gap:40px}}
  .service-title{margin-bottom:16px;line-height:1.4}
  .service-desc{margin-bottom:24px;line-height:1.9;white-space:pre-line}
  .service-actions{display:flex;flex-wrap:wrap;gap:12px}
  .service-h2{margin-bottom:16px}
  .service-features{display:grid;grid-template-columns:1fr;gap:12px;margin:0;padding:0;list-style:none}
  @media (min-width: 600px){.service-features{grid-template-columns:1fr 1fr}}
  .service-features>li{display:flex;gap:12px;align-items:flex-start;line-height:1.8}
  .service-features .icon{margin-top:4px;color:var(--secondary)}
  .service-more{display:grid;grid-template-columns:1fr;gap:32px}
  @media (min-width: 900px){.service-more{grid-template-columns:1fr 1fr;gap:48px}}
  .service-about{line-height:1.9}`,
  [base, buttons],
);

/**
 * SPEC §2 "Service detail": long name, description, an order button, the features in two
 * columns, an about section and the why-choose-us accordion.
 */
export function ServiceDetailPage() {
  const { t, lang } = useApp();
  const [search] = useSearchParams();
  const { data: service } = useService(Number(search.get('service_id')));
  useSheet(servicePage);
  if (!service) return null;
  const name = pick(service.service_name, lang);

  return (
    <div className="service-page">
      <section className="service-intro" aria-labelledby="service-title">
        <div>
          <h2 id="service-title" className="t t-h4 t-bold t-primary service-title">
            {pick(service.service_long_name, lang)}
          </h2>
          <p className="t t-body1 t-muted service-desc">{pick(service.service_desc, lang)}</p>
          <div className="service-actions">
            <ButtonLink
              to={`${PATHS.home}#${REQUEST_FORM_ID}`}
              state={{ orderService: name, orderServiceId: service.service_id }}
              variant="contained"
              color="secondary"
              size="large"
            >
              {t('Order this service')}
            </ButtonLink>
            <WhatsAppButton
              text={t('Hello, I would like to ask about the service: {service}', { service: name })}
            />
          </div>
        </div>
        <MediaImage
          src={service.service_header_url}
          alt={name}
          width={960}
          height={540}
          priority
          sizes="(min-width: 900px) 50vw, 100vw"
          style={{ borderRadius: 40 }}
        />
      </section>

      <section aria-labelledby="service-features">
        <h2 id="service-features" className="t t-h5 t-bold service-h2">
          {t('What the service includes')}
        </h2>
        <ul className="service-features">
          {service.service_features.map((feature, i) => (
            <li key={i}>
              <Icon shapes={CheckCircleRounded} />
              {pick(feature, lang)}
            </li>
          ))}
        </ul>
      </section>

      <div className="service-more">
        <section aria-labelledby="service-about">
          <h2 id="service-about" className="t t-h5 t-bold service-h2">
            {t('About the office')}
          </h2>
          <p className="t t-body1 t-muted service-about">
            {t(
              "We are an educational services office that helps students across Arab countries with master's and doctoral theses, university research, SPSS statistical analysis, translation and presentations. Our team of more than 100 researchers and university professors brings 20 years of experience.",
            )}
          </p>
        </section>
        <section aria-labelledby="service-why">
          <h2 id="service-why" className="t t-h5 t-bold service-h2">
            {t('Why Choose Us')}
          </h2>
          <GuaranteesAccordion />
        </section>
      </div>
    </div>
  );
}
