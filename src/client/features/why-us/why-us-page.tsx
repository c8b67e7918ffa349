import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Typography } from '@mui/material';
import { useApp } from '../../context/app-provider';
import { PageSection } from '../../ui/page-section';

const REASONS = ['20 years of experience', 'Affordable prices', 'The best university professors', 'Free modifications'] as const;

/** SPEC §2 "Why us": a reasons list; the video and reviews come later. */
export function WhyUsPage() {
  const { t } = useApp();
  return (
    <PageSection id="why-us-reasons" title={t('Why students choose us')}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {REASONS.map((reason) => (
          <Box component="li" key={reason} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.primary' }}>
            <CheckCircleIcon color="secondary" aria-hidden />
            <Typography>{t(reason)}</Typography>
          </Box>
        ))}
      </Box>
    </PageSection>
  );
}
