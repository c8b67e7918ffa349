import { Box } from '@mui/material';
import { useApp } from '../../context/app-provider';
import { OfficeVideo } from '../../ui/office-video';
import { AboutIntro } from './components/about-intro';
import { AboutPillars } from './components/about-pillars';
import { AboutReasons } from './components/about-reasons';

/** SPEC §2 "About": who we are, five reasons students prefer the office, vision / message / values, and a video. */
export function AboutPage() {
  const { t } = useApp();
  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 4 }, py: { xs: 4, md: 6 }, display: 'grid', gap: { xs: 5, md: 8 } }}>
      <AboutIntro />
      <AboutReasons />
      <AboutPillars />
      <OfficeVideo id="about-video-title" title={t('See how we work')} />
    </Box>
  );
}
