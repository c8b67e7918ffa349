import { COPYRIGHT_YEAR } from '../../contract';
import { useApp } from '../context/app-provider';
import { useSiteName } from '../context/site-name';
import { useSheet } from '../render/sheet';
import { BrandLogo } from './brand-logo';
import { FooterContactStrip } from './footer-contact-strip';
import { FooterLinkColumn } from './footer-link-column';
import { footerSheet } from './footer-sheet';
import { INFO_LINKS, INTERNAL_LINKS } from './nav-items';
import { SocialButtons } from './social-buttons';

/** SPEC §2 "Footer": contact strip, about paragraph, Info and Internal links, social buttons. */
export function Footer() {
  useSheet(footerSheet);
  const { t } = useApp();
  const siteName = useSiteName();
  return (
    <footer className="footer">
      <div className="footer-inner">
        <FooterContactStrip />
        <div className="footer-main">
          <div className="footer-about-col">
            <BrandLogo light />
            <p className="t t-body1 footer-about">
              {t(
                "Bahith Student Services Office has supported master's and doctoral students across the Arab world for 20 years. More than 100 researchers and university professors help with theses, university research, SPSS statistical analysis, translation and presentations.",
              )}
            </p>
            <SocialButtons />
          </div>
          <FooterLinkColumn title="Info Links" links={INFO_LINKS} />
          <FooterLinkColumn title="Internal Links" links={INTERNAL_LINKS} />
        </div>
      </div>
      <div className="footer-bottom">
        <p className="t t-body2 footer-dim">
          {t('© {year} {site}. All rights reserved.', { year: COPYRIGHT_YEAR, site: siteName })}
        </p>
      </div>
    </footer>
  );
}
