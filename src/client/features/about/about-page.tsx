import { useApp } from '../../context/app-provider';
import { useUiStringInputs } from '../../context/ui-string-inputs';
import { contentPage } from '../../ui/css/content-page';
import { useSheet } from '../../render/sheet';
import { OfficeVideo } from '../../ui/office-video';
import { staticSection } from '../../render/static-section';

// Text and icons: the browser keeps the server's HTML and loads their code only for
// another language (render/static-section).
const STATIC = { useInputs: useUiStringInputs };
const AboutIntro = staticSection(
  'about-intro',
  () => import('./components/about-intro').then((m) => m.AboutIntro),
  STATIC,
);
const AboutReasons = staticSection(
  'about-reasons',
  () => import('./components/about-reasons').then((m) => m.AboutReasons),
  STATIC,
);
const AboutPillars = staticSection(
  'about-pillars',
  () => import('./components/about-pillars').then((m) => m.AboutPillars),
  STATIC,
);

/**
 * SPEC §2 "About": who we are, five reasons students prefer the office, vision / message
 * / values, and a video.
 */
export function AboutPage() {
  const { t } = useApp();
  useSheet(contentPage);
  return (
    <div className="content-page">
      <AboutIntro />
      <AboutReasons />
      <AboutPillars />
      <OfficeVideo id="about-video-title" title={t('See how we work')} />
    </div>
  );
}
