import type { ReactNode } from 'react';
import { telUrl } from '../../contract';
import { useOffice } from '../api/settings';
import { useApp } from '../context/app-provider';
import { useSheet } from '../render/sheet';
import { Icon } from '../ui/icon';
import { AccessTime, Email, LocationOn, Phone, type IconDef } from '../ui/icon-paths';
import { footerSheet } from './footer-sheet';

function ContactItem({ icon, label, children }: { icon: IconDef; label: string; children: ReactNode }) {
  return (
    <div className="footer-item">
      <div className="footer-item-icon">
        <Icon shapes={icon} />
      </div>
      <div className="footer-item-text">
        <p className="t t-body2 footer-dim">{label}</p>
        <div className="t t-body1 t-bold footer-value">{children}</div>
      </div>
    </div>
  );
}

/** SPEC §2 "Footer": headquarters, phone, email and working hours. */
export function FooterContactStrip() {
  useSheet(footerSheet);
  const { t } = useApp();
  const office = useOffice();
  return (
    <address className="footer-contact">
      <ContactItem icon={LocationOn} label={t('Headquarters')}>
        {t('Egypt')}
      </ContactItem>
      {office?.office_phone && (
        <ContactItem icon={Phone} label={t('Phone')}>
          <a href={telUrl(office.office_phone)} dir="ltr" className="link-quiet">
            {office.office_phone}
          </a>
        </ContactItem>
      )}
      {office?.office_email && (
        <ContactItem icon={Email} label={t('Email')}>
          <a href={`mailto:${office.office_email}`} dir="ltr" className="link-quiet">
            {office.office_email}
          </a>
        </ContactItem>
      )}
      <ContactItem icon={AccessTime} label={t('Working hours')}>
        {t('Saturday - Thursday all days of the week')}
      </ContactItem>
    </address>
  );
}
