import { useApp } from '../../../context/app-provider';
import { contentPage } from '../../../ui/css/content-page';
import { sheet, useSheet } from '../../../render/sheet';
import { Icon } from '../../../ui/icon';
import {
  AutorenewRounded,
  EventAvailableRounded,
  HistoryEduRounded,
  LockRounded,
  PaymentsRounded,
  SchoolRounded,
  SupportAgentRounded,
  TranslateRounded,
} from '../../../ui/icon-paths';

const reasonsSheet = sheet(
  'why-us-reasons',
  `.why-reasons{display:grid;grid-template-columns:1fr;gap:16px;margin:0;padding:0;list-style:none}
  @media (min-width: 600px){.why-reasons{grid-template-columns:1fr 1fr}}
  @media (min-width: 1200px){.why-reasons{grid-template-columns:repeat(4, 1fr)}}
  .why-reason{position:relative;overflow:hidden;padding:28px 24px 24px;border:1px solid var(--line);border-radius:40px;background-color:var(--paper)}
  /* An accent strip: orange for the four guarantees, the brand violet for the rest. */
  .why-reason::before{content:"";position:absolute;inset-inline:0;top:0;height:4px;background-color:var(--primary)}
  .why-reason:nth-child(-n+4)::before{background-color:var(--secondary)}
  .why-reason-icon{width:52px;height:52px;margin-bottom:16px;border-radius:30px;background-color:rgba(51,31,171,0.08);color:var(--primary)}
  .why-reason-title{margin-bottom:4px}
  .why-reason-text{line-height:1.8}`,
  [contentPage],
);

/**
 * SPEC §2 "Why us": the reasons list. The first four are the guarantees of the service
 * pages (same texts, so one translation each); four more say what students ask about most.
 */
export function WhyUsReasons() {
  const { t } = useApp();
  const reasons = [
    {
      icon: <Icon shapes={HistoryEduRounded} />,
      title: t('20 years of experience'),
      text: t('Two decades of theses, research and statistical analysis for students across the Arab world.'),
    },
    {
      icon: <Icon shapes={PaymentsRounded} />,
      title: t('Affordable prices'),
      text: t('Fair prices agreed before work starts, with payment in stages for long projects.'),
    },
    {
      icon: <Icon shapes={SchoolRounded} />,
      title: t('The best university professors'),
      text: t('Every project is done and reviewed by specialists who teach and supervise at universities.'),
    },
    {
      icon: <Icon shapes={AutorenewRounded} />,
      title: t('Free modifications'),
      text: t('Changes your supervisor or committee asks for are made free of charge until approval.'),
    },
    {
      icon: <Icon shapes={EventAvailableRounded} />,
      title: t('On time, every time'),
      text: t('We agree the schedule with you at the start and deliver each part on the day we promised.'),
    },
    {
      icon: <Icon shapes={LockRounded} />,
      title: t('Complete confidentiality'),
      text: t('Your name, your files and your research stay between you and the office.'),
    },
    {
      icon: <Icon shapes={SupportAgentRounded} />,
      title: t('With you until the defence'),
      text: t('We explain the work, prepare you for the committee’s questions and stay a message away.'),
    },
    {
      icon: <Icon shapes={TranslateRounded} />,
      title: t('Every field, three languages'),
      text: t(
        'Arts, sciences, medicine, business and law, written in Arabic, English or translated between them.',
      ),
    },
  ];
  useSheet(reasonsSheet);
  return (
    <section aria-labelledby="why-us-reasons-title">
      <h2 id="why-us-reasons-title" className="t t-h4 t-bold t-primary content-title-tight">
        {t('Why students choose us')}
      </h2>
      <p className="t t-body1 t-muted content-lead">
        {t(
          'Students across the Arab world have trusted us with the work that decides their degree. Here is what they can count on.',
        )}
      </p>
      <ol className="why-reasons">
        {reasons.map((reason) => (
          <li className="why-reason" key={reason.title}>
            <div className="content-tile why-reason-icon" aria-hidden>
              {reason.icon}
            </div>
            <h3 className="t t-subtitle1 t-bold why-reason-title">{reason.title}</h3>
            <p className="t t-body1 t-muted why-reason-text">{reason.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
