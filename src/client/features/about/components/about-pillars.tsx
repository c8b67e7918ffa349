import { useApp } from '../../../context/app-provider';
import { contentPage } from '../../../ui/css/content-page';
import { sheet, useSheet } from '../../../render/sheet';
import { Icon } from '../../../ui/icon';
import { FavoriteRounded, FlagRounded, VisibilityRounded } from '../../../ui/icon-paths';

const pillarsSheet = sheet(
  'about-pillars',
  `.pillars{display:grid;grid-template-columns:1fr;gap:24px}
  @media (min-width: 900px){.pillars{grid-template-columns:repeat(3, 1fr)}}
  .pillar{overflow:hidden;padding:24px;border:1px solid var(--line);border-radius:40px;background-color:var(--paper);color:var(--ink)}
  /* MUI's CardContent kept 24 px at the bottom whatever the padding (its :last-child rule). */
  @media (min-width: 900px){.pillar{padding:32px 32px 24px}}
  .pillar:nth-child(2){border-color:var(--primary);background-color:var(--primary);color:#fff}
  .pillar-icon{width:56px;height:56px;margin-bottom:16px;border-radius:50%;background-color:var(--secondary);color:#fff}
  .pillar-title{margin-bottom:8px}
  .pillar-text{color:var(--ink-2);line-height:1.9}
  .pillar:nth-child(2) .pillar-text{color:rgba(255,255,255,0.88)}`,
  [contentPage],
);

/** SPEC §2 "About": the vision, message and values cards. */
export function AboutPillars() {
  const { t } = useApp();
  const cards = [
    {
      icon: <Icon shapes={VisibilityRounded} />,
      title: t('Our vision'),
      text: t(
        'To be the first office Arab students trust with their research, from the first proposal to the final defence.',
      ),
    },
    {
      icon: <Icon shapes={FlagRounded} />,
      title: t('Our message'),
      text: t(
        'To give every student expert, honest help that saves time and raises the quality of their work, at a price a student can afford.',
      ),
    },
    {
      icon: <Icon shapes={FavoriteRounded} />,
      title: t('Our values'),
      text: t(
        'Academic integrity, confidentiality, respect for deadlines, and patience with every question, however small.',
      ),
    },
  ];
  useSheet(pillarsSheet);
  return (
    <section aria-labelledby="about-pillars-title">
      <h2 id="about-pillars-title" className="t t-h4 t-bold t-primary content-title">
        {t('Vision, message and values')}
      </h2>
      <div className="pillars">
        {cards.map((card) => (
          <article className="pillar" key={card.title}>
            <div className="content-tile pillar-icon" aria-hidden>
              {card.icon}
            </div>
            <h3 className="t t-h6 t-bold pillar-title">{card.title}</h3>
            <p className="t t-body1 pillar-text">{card.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
