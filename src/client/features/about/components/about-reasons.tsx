import { useApp } from '../../../context/app-provider';
import { contentPage } from '../../../ui/css/content-page';
import { sheet, useSheet } from '../../../render/sheet';
import { Icon } from '../../../ui/icon';
import {
  AutorenewRounded,
  LockRounded,
  ScheduleRounded,
  SchoolRounded,
  VerifiedRounded,
} from '../../../ui/icon-paths';

const reasonsSheet = sheet(
  'about-reasons',
  `.about-reasons{display:flex;flex-wrap:wrap;justify-content:center;gap:16px;margin:0;padding:0;list-style:none}
  .about-reason{display:flex;flex:1 1 100%;gap:16px;align-items:flex-start;padding:20px;border:1px solid var(--line);border-radius:40px;background-color:var(--paper)}
  @media (min-width: 600px){.about-reason{flex:0 1 calc((100% - 16px) / 2)}}
  @media (min-width: 1200px){.about-reason{flex:0 1 calc((100% - 32px) / 3)}}
  .about-reason-icon{width:48px;height:48px;border-radius:30px;background-color:rgba(255,96,16,0.12);color:var(--secondary-dark)}
  .about-reason-title{margin-bottom:4px}
  .about-reason-text{line-height:1.8}`,
  [contentPage],
);

/** SPEC §2 "About": why students prefer the office, five bullet reasons. */
export function AboutReasons() {
  const { t } = useApp();
  const reasons = [
    {
      icon: <Icon shapes={SchoolRounded} />,
      title: t('Specialists in your field'),
      text: t(
        'Your project goes to a researcher or professor who teaches your subject and knows your university’s rules.',
      ),
    },
    {
      icon: <Icon shapes={VerifiedRounded} />,
      title: t('Original, checked work'),
      text: t('Every chapter is written for you and checked for plagiarism before it reaches you.'),
    },
    {
      icon: <Icon shapes={ScheduleRounded} />,
      title: t('On time, every time'),
      text: t('We agree the schedule with you at the start and deliver each part on the day we promised.'),
    },
    {
      icon: <Icon shapes={LockRounded} />,
      title: t('Complete confidentiality'),
      text: t('Your name, your files and your research stay between you and the office.'),
    },
    {
      icon: <Icon shapes={AutorenewRounded} />,
      title: t('Free modifications until approval'),
      text: t('Whatever your supervisor or committee asks to change, we change at no extra cost.'),
    },
  ];
  useSheet(reasonsSheet);
  return (
    <section aria-labelledby="about-reasons-title">
      <h2 id="about-reasons-title" className="t t-h4 t-bold t-primary content-title">
        {t('Why students prefer us')}
      </h2>
      {/* Five in rows of three (two on tablets), the last row centred rather than leaving a hole. */}
      <ul className="about-reasons">
        {reasons.map((reason) => (
          <li className="about-reason" key={reason.title}>
            <div className="content-tile about-reason-icon" aria-hidden>
              {reason.icon}
            </div>
            <div>
              <h3 className="t t-subtitle1 t-bold about-reason-title">{reason.title}</h3>
              <p className="t t-body1 t-muted about-reason-text">{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
