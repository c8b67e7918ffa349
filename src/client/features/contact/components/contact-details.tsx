import type { ReactNode } from 'react';
import { telUrl } from '../../../../contract';
import { useOffice } from '../../../api/settings';
import { useApp } from '../../../context/app-provider';
import { SocialButtons } from '../../../layout/social-buttons';
import { base } from '../../../ui/css/base';
import { sheet, useSheet } from '../../../render/sheet';
import { Icon } from '../../../ui/icon';
import { AccessTime, Email, Phone } from '../../../ui/icon-paths';
import { WhatsAppButton } from '../../../ui/whatsapp-button';

const details = sheet(
  'contact-details',
  `.contact-details{display:grid;gap:24px;align-content:start;padding:24px;border-radius:40px;color:#fff;background:linear-gradient(160deg, #1D1238 0%, #331FAB 100%);box-shadow:0px 2px 1px -1px rgba(0,0,0,0.2),0px 1px 1px 0px rgba(0,0,0,0.14),0px 1px 3px 0px rgba(0,0,0,0.12)}
  @media (min-width: 900px){.contact-details{padding:32px}}
  .contact-details-title{margin-bottom:8px}
  .contact-details-lead{color:rgba(255,255,255,0.85);line-height:1.9}
  .contact-rows{display:grid;gap:20px;margin:0;padding:0;list-style:none}
  .contact-row{display:flex;align-items:center;gap:12px;min-width:0}
  .contact-row-icon{display:grid;place-items:center;flex-shrink:0;width:44px;height:44px;border-radius:50%;background-color:var(--secondary);color:#1D1238}
  .contact-row-text{min-width:0}
  .contact-row-label,.contact-follow{color:rgba(255,255,255,0.75)}
  .contact-row-value{font-weight:700;overflow-wrap:anywhere}
  .contact-follow{margin-bottom:8px}`,
  [base],
);

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="contact-row">
      <div className="contact-row-icon" aria-hidden>
        {icon}
      </div>
      <div className="contact-row-text">
        <p className="t t-body2 contact-row-label">{label}</p>
        <div className="t t-body1 contact-row-value">{children}</div>
      </div>
    </li>
  );
}

/**
 * SPEC §2 "Contact section": phone, email, WhatsApp and the four social networks, all
 * from the site settings. On the brand's dark panel, so the footer's social buttons fit.
 * A section, not an aside: a complementary landmark inside main is an axe violation.
 */
export function ContactDetails() {
  const { t } = useApp();
  const office = useOffice();
  useSheet(details);
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <div>
        <h2 id="contact-details-title" className="t t-h5 t-bold contact-details-title">
          {t('Get in touch')}
        </h2>
        <p className="t t-body1 contact-details-lead">
          {t(
            'Our team answers on WhatsApp, by phone and by email, usually within a few hours during working days.',
          )}
        </p>
      </div>
      <ul className="contact-rows">
        {office?.office_phone && (
          <DetailRow icon={<Icon shapes={Phone} />} label={t('Phone')}>
            <a href={telUrl(office.office_phone)} dir="ltr" className="link-quiet">
              {office.office_phone}
            </a>
          </DetailRow>
        )}
        {office?.office_email && (
          <DetailRow icon={<Icon shapes={Email} />} label={t('Email')}>
            <a href={`mailto:${office.office_email}`} dir="ltr" className="link-quiet">
              {office.office_email}
            </a>
          </DetailRow>
        )}
        <DetailRow icon={<Icon shapes={AccessTime} />} label={t('Working hours')}>
          {t('Saturday - Thursday all days of the week')}
        </DetailRow>
      </ul>
      <WhatsAppButton
        text={t('Hello, I would like to ask about your services.')}
        style={{ justifySelf: 'start' }}
      />
      <div>
        <p className="t t-body2 contact-follow">{t('Follow us')}</p>
        <SocialButtons />
      </div>
    </section>
  );
}
