import type { ReactNode } from 'react';
import { PATHS } from '../../../contract';
import { useApp } from '../../context/app-provider';
import { ButtonLink, buttons } from '../../ui/button';
import { base } from '../../ui/css/base';
import { sheet, useSheet } from '../../render/sheet';
import { WhatsAppButton } from '../../ui/whatsapp-button';
import { TypingHeadline } from './typing-headline';

const hero = sheet(
  'home-hero',
  `.hero{display:grid;grid-template-columns:minmax(0, 1fr);gap:40px;align-items:center;min-height:560px;padding:112px 20px 64px;color:#fff;border-end-start-radius:24px;border-end-end-radius:24px;background:radial-gradient(circle at 85% 20%, rgba(255, 96, 16, 0.35), transparent 40%),linear-gradient(135deg, #140C4A 0%, #261690 50%, #331FAB 100%)}
  @media (min-width: 600px){.hero{padding-inline:32px}}
  @media (min-width: 900px){.hero{min-height:86vh;padding:128px 64px 80px;border-end-start-radius:48px;border-end-end-radius:48px}}
  @media (min-width: 1200px){.hero{grid-template-columns:minmax(0, 1fr) minmax(0, 560px);gap:48px}}
  .hero-text{max-width:760px}
  .hero-kicker{margin-bottom:12px;color:rgb(255, 127, 63);font-weight:700;letter-spacing:0.3px}
  .hero-title{min-height:2.7em;margin:0 0 20px;font-size:2rem;font-weight:700;line-height:1.35}
  @media (min-width: 600px){.hero-title{font-size:2.6rem}}
  @media (min-width: 900px){.hero-title{font-size:3.2rem}}
  @media (min-width: 1536px){.hero-title{font-size:3.4rem}}
  .hero-title .type-animation::after{color:var(--secondary)}
  .hero-lead{margin-bottom:32px;color:rgba(255,255,255,0.85);font-size:1.05rem;line-height:1.9}
  @media (min-width: 900px){.hero-lead{font-size:1.2rem}}
  .hero-actions{display:flex;flex-wrap:wrap;gap:16px}
  .hero-cta{background-color:#fff;color:var(--primary)}
  .hero-cta:hover{background-color:#ECEAFB}`,
  [base, buttons],
);

/**
 * SPEC §2 "Home page" hero: the typing headline over five phrases, WhatsApp and Office
 * Services buttons, and the request form (`children`) beside them on wide screens, below on phones.
 */
export function HomeHero({ children }: { children: ReactNode }) {
  const { t } = useApp();
  useSheet(hero);
  return (
    <section className="hero" aria-labelledby="home-hero-title">
      <div className="hero-text">
        <p className="t t-body1 hero-kicker">
          {t('20 years of experience · more than 100 researchers and university professors')}
        </p>
        <TypingHeadline id="home-hero-title" />
        <p className="t t-body1 hero-lead">
          {t(
            'Theses, university research, statistical analysis, translation and presentations, for students across Arab countries.',
          )}
        </p>
        <div className="hero-actions">
          <ButtonLink to={PATHS.services} variant="contained" size="large" className="hero-cta">
            {t('Office Services')}
          </ButtonLink>
          <WhatsAppButton />
        </div>
      </div>
      {children}
    </section>
  );
}
