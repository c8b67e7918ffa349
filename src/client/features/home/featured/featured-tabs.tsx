import { startTransition, useEffect, useId, useState } from 'react';
import { useApp } from '../../../context/app-provider';
import { useUiStringInputs } from '../../../context/ui-string-inputs';
import { base } from '../../../ui/css/base';
import { laidOutNearScreen } from '../../../ui/css/laid-out-near-screen';
import { sheet, useSheet } from '../../../render/sheet';
import { whenIdle } from '../../../render/when-idle';
import { Icon } from '../../../ui/icon';
import { CheckCircle } from '../../../ui/icon-paths';
import { Reveal } from '../../../ui/reveal';
import { TabStrip, tabPanelId } from '../../../ui/tab-strip';
import { WhatsAppButton } from '../../../ui/whatsapp-button';
import { FEATURED_TABS } from './featured-tabs-data';

/** Below the first screen everywhere: laid out when it comes near it, in the head before its look arrives. */
const FEATURED_NEAR_SCREEN = laidOutNearScreen('.featured', {
  phone: 1150,
  tablet: 1280,
  desktop: 770,
  wide: 730,
});

const featuredTabs = sheet(
  'featured-tabs',
  `.featured{padding:48px 16px;overflow:visible}
  ${FEATURED_NEAR_SCREEN}
  .featured-title{text-align:center;margin-bottom:24px}
  .featured-tabs{margin-bottom:24px}
  .featured-panel[hidden]{display:none}
  .featured-panel{display:grid;grid-template-columns:1fr;gap:24px;align-items:center;max-width:1200px;margin-inline:auto}
  .featured-img{display:block;width:100%;height:auto;aspect-ratio:4 / 3;border-radius:40px;box-shadow:0 18px 40px rgba(20, 12, 70, 0.18)}
  .featured-name{margin-bottom:12px}
  .featured-list{list-style:none;margin:0 0 24px;padding:0;position:relative}
  .featured-item{display:flex;justify-content:flex-start;align-items:flex-start;position:relative;width:100%;box-sizing:border-box;text-align:start;padding-block:4px}
  .featured-check{display:inline-flex;flex-shrink:0;min-width:34px;margin-top:6px;color:var(--secondary)}
  .featured-text{flex:1 1 auto;min-width:0;margin-block:4px}
  .featured-text>span{display:block;font-size:1.02rem;line-height:1.8}
  @media (min-width: 600px){.featured{padding-inline:24px}}
  @media (min-width: 900px){.featured{padding:72px 64px}.featured-tabs{margin-bottom:40px}.featured-panel{grid-template-columns:1fr 1fr;gap:48px}}`,
  [base],
  // Below the fold, its look in the stylesheet at the end of the body: meanwhile nothing in it
  // (a 960 px image) may widen the page, which in Arabic moved the whole first screen (CLS 1).
  { whileLinked: `.featured{overflow:hidden}${FEATURED_NEAR_SCREEN}` },
);

const picture = (key: string, width: number) => `/featured/${key}-${width}.webp`;

/**
 * SPEC §2 "Home page" featured services: five static tabs, each with seven feature lines,
 * a picture and a WhatsApp button naming the service. Arrow keys move between tabs.
 */
export function FeaturedTabs() {
  useSheet(featuredTabs);
  const { t } = useApp();
  const [index, setIndex] = useState(0);
  // How many panels, from the first, are React's own: one more each idle moment after
  // hydration (a small commit each), so a tab tapped later only changes `hidden` and does
  // not build its panel in the tap's frame (decision 0055).
  const [warm, setWarm] = useState(1);
  const baseId = useId();
  useEffect(() => {
    if (warm >= FEATURED_TABS.length) return;
    return whenIdle(() => startTransition(() => setWarm((n) => n + 1)));
  }, [warm]);

  return (
    <section aria-labelledby={`${baseId}-title`} className="featured">
      <h2 id={`${baseId}-title`} className="t t-h4 t-bold t-primary featured-title">
        {t('Featured services')}
      </h2>
      <TabStrip
        labels={FEATURED_TABS.map((item) => t(item.label))}
        selected={index}
        onSelect={setIndex}
        label={t('Featured services')}
        idBase={baseId}
        className="featured-tabs"
      />
      {/* Every tab's panel is in the HTML, the others hidden: a tab tapped before the
          section's code is here shows its own at once (public/boot.js, decision 0041). */}
      {FEATURED_TABS.map((tab, i) => (
        <FeaturedPanel
          key={tab.key}
          tab={tab}
          id={tabPanelId(baseId, i)}
          tabId={`${baseId}-tab-${i}`}
          hidden={i !== index}
          live={i < warm}
        />
      ))}
    </section>
  );
}

function FeaturedPanel({
  tab,
  id,
  tabId,
  hidden,
  live,
}: {
  tab: (typeof FEATURED_TABS)[number];
  id: string;
  tabId: string;
  hidden: boolean;
  /** Built by React even while hidden (the idle warm-up above). */
  live: boolean;
}) {
  const { t } = useApp();
  const inputs = useUiStringInputs();
  // A hidden panel keeps the server's HTML as it is (React adopts it, and hydrates only the
  // shown panel: four more to hydrate cost a phone ~60 ms of Lighthouse's blocking time),
  // until it is shown, its idle turn to be built comes (`live`), or what it says changes
  // (a new language, an edited string).
  const [served] = useState(() => ({
    inputs,
    html: typeof document === 'undefined' ? undefined : document.getElementById(id)?.innerHTML,
  }));
  const label = t(tab.label);
  const panel = { role: 'tabpanel', id, 'aria-labelledby': tabId, hidden, className: 'featured-panel' };
  if (
    hidden &&
    !live &&
    served.html !== undefined &&
    inputs.every((value, i) => Object.is(value, served.inputs[i]))
  )
    return <div key="served" {...panel} dangerouslySetInnerHTML={{ __html: served.html }} />;
  return (
    <div key="live" {...panel}>
      <Reveal>
        <img
          className="featured-img"
          src={picture(tab.key, 960)}
          srcSet={`${picture(tab.key, 480)} 480w, ${picture(tab.key, 960)} 960w`}
          sizes="(min-width: 900px) 560px, 100vw"
          width={960}
          height={720}
          loading="lazy"
          decoding="async"
          alt={label}
        />
      </Reveal>
      <Reveal index={1}>
        <h3 className="t t-h5 t-bold featured-name">{label}</h3>
        <ul className="featured-list">
          {tab.features.map((feature) => (
            <li key={feature} className="featured-item">
              <div className="featured-check">
                <Icon shapes={CheckCircle} size="small" />
              </div>
              <div className="featured-text">
                <span className="t t-body2">{t(feature)}</span>
              </div>
            </li>
          ))}
        </ul>
        <WhatsAppButton
          text={t('Hello, I would like to ask about the service: {service}', { service: label })}
        />
      </Reveal>
    </div>
  );
}
