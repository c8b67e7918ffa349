import { useOffice } from '../api/settings';
import { useApp } from '../context/app-provider';
import { base } from './css/base';
import { sheet, useSheet } from '../render/sheet';
import { EmbedFacade } from './embed-facade';

const officeVideo = sheet(
  'office-video',
  `.office-video{justify-self:center;width:100%;max-width:960px}
  .office-video-title{margin-bottom:24px;text-align:center}`,
  [base],
);

/**
 * The office's video (settings `video_url`) under a heading, behind the click-to-play
 * facade: the About and Why us pages both show it (SPEC §2), and features cannot share code.
 */
export function OfficeVideo({ id, title }: { id: string; title: string }) {
  const { t } = useApp();
  const office = useOffice();
  useSheet(officeVideo);
  if (!office?.video_url) return null;
  return (
    <section className="office-video" aria-labelledby={id}>
      <h2 id={id} className="t t-h4 t-bold t-primary office-video-title">
        {title}
      </h2>
      <EmbedFacade
        kind="video"
        src={office.video_url}
        title={t('An introduction to the office')}
        buttonLabel={t('Play the video: An introduction to the office')}
      />
    </section>
  );
}
