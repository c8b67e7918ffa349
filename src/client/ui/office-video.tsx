import { Box, Typography } from '@mui/material';
import { useOffice } from '../api/settings';
import { useApp } from '../context/app-provider';
import { EmbedFacade } from './embed-facade';

/**
 * The office's video (settings `video_url`) under a heading, behind the click-to-play
 * facade: the About and Why us pages both show it (SPEC §2), and features cannot share code.
 */
export function OfficeVideo({ id, title }: { id: string; title: string }) {
  const { t } = useApp();
  const office = useOffice();
  if (!office?.video_url) return null;
  return (
    <Box component="section" aria-labelledby={id} sx={{ maxWidth: 960, width: '100%', justifySelf: 'center' }}>
      <Typography id={id} component="h2" variant="h4" sx={{ fontWeight: 700, color: 'primary.main', mb: 3, textAlign: 'center' }}>
        {title}
      </Typography>
      <EmbedFacade kind="video" src={office.video_url} title={t('An introduction to the office')} buttonLabel={t('Play the video: An introduction to the office')} />
    </Box>
  );
}
