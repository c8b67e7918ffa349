import { useApp } from '../../../context/app-provider';
import { contentPage } from '../../../ui/css/content-page';
import { sheet, useSheet } from '../../../render/sheet';

const intro = sheet(
  'about-intro',
  `.about-intro{display:grid;grid-template-columns:1fr;gap:24px;align-items:center}
  @media (min-width: 900px){.about-intro{grid-template-columns:minmax(0, 3fr) minmax(0, 2fr);gap:48px}}
  .about-intro-title{margin-bottom:16px}
  .about-intro-text{color:var(--ink-2);line-height:2}
  .about-intro-text p{margin-bottom:16px;line-height:inherit}
  .about-figures{display:grid;grid-template-columns:1fr 1fr;gap:16px;margin:0;padding:0;list-style:none}
  @media (min-width: 900px){.about-figures{grid-template-columns:1fr}}
  .about-figure{padding:16px;border-radius:40px;color:#fff;background:linear-gradient(135deg, #241479 0%, #331FAB 100%);box-shadow:0 10px 30px rgba(51,31,171,0.15)}
  @media (min-width: 900px){.about-figure{padding:20px}}
  .about-figure:nth-child(2){background:linear-gradient(135deg, #E5500A 0%, #FF6010 100%)}
  .about-figure:nth-child(3){grid-column:1/-1}
  @media (min-width: 900px){.about-figure:nth-child(3){grid-column:auto}}
  .about-figure-value{font-size:2rem;font-weight:800;line-height:1.3}
  @media (min-width: 900px){.about-figure-value{font-size:2.4rem}}
  .about-figure:nth-child(3) .about-figure-value{font-size:1.3rem}
  @media (min-width: 900px){.about-figure:nth-child(3) .about-figure-value{font-size:1.5rem}}
  .about-figure-label{color:rgba(255,255,255,0.9)}`,
  [contentPage],
);

/** SPEC §2 "About": who we are, with the three figures the footer and home page also give. */
export function AboutIntro() {
  const { t } = useApp();
  const figures = [
    { value: '20', label: t('years of experience') },
    { value: '100+', label: t('researchers and university professors') },
    { value: t('Across the Arab world'), label: t('where our students study') },
  ];
  useSheet(intro);
  return (
    <section className="about-intro" id="who-we-are" aria-labelledby="who-we-are-title">
      <div>
        <h2 id="who-we-are-title" className="t t-h4 t-bold t-primary about-intro-title">
          {t('About the office')}
        </h2>
        <div className="about-intro-text">
          <p className="t t-body1">
            {t(
              "We are an educational services office that helps students across Arab countries with master's and doctoral theses, university research, SPSS statistical analysis, translation and presentations. Our team of more than 100 researchers and university professors brings 20 years of experience.",
            )}
          </p>
          <p className="t t-body1">
            {t(
              'We started as a small group of university teachers helping their own students, and we still work that way: every student has one person who follows the project from the first idea to the final approval, explains each step, and answers on WhatsApp when a supervisor asks for changes. Many of our students come back for their doctorate, and send us their friends.',
            )}
          </p>
        </div>
      </div>
      <ul className="about-figures" aria-label={t('The office in figures')}>
        {figures.map((figure) => (
          <li className="about-figure" key={figure.label}>
            <p className="t about-figure-value" dir="auto">
              {figure.value}
            </p>
            <p className="t t-body1 about-figure-label">{figure.label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
