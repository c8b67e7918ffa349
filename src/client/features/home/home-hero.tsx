import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from '../../context/navigation';
import { PATHS } from '../../../contract';
import { useApp } from '../../context/app-provider';
import { WhatsAppButton } from '../../ui/whatsapp-button';
import { TypingHeadline } from './typing-headline';

/**
 * SPEC §2 "Home page" hero: the typing headline over five phrases, WhatsApp and Office
 * Services buttons, and the request form (`children`) beside them on wide screens, below on phones.
 */
export function HomeHero({ children }: { children: ReactNode }) {
  const { t } = useApp();
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{
        minHeight: { xs: 560, md: '86vh' },
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 560px)' },
        gap: { xs: 5, lg: 6 },
        alignItems: 'center',
        px: { xs: 2.5, sm: 4, md: 8 },
        pt: { xs: 14, md: 16 },
        pb: { xs: 8, md: 10 },
        color: 'common.white',
        borderEndStartRadius: { xs: 24, md: 48 },
        borderEndEndRadius: { xs: 24, md: 48 },
        background:
          'radial-gradient(circle at 85% 20%, rgba(255, 96, 16, 0.35), transparent 40%), linear-gradient(135deg, #140C4A 0%, #261690 50%, #331FAB 100%)',
      }}
    >
      <Box sx={{ maxWidth: 760 }}>
        <Typography component="p" sx={{ color: 'secondary.light', fontWeight: 700, mb: 1.5, letterSpacing: 0.3 }}>
          {t('20 years of experience · more than 100 researchers and university professors')}
        </Typography>
        <TypingHeadline id="home-hero-title" />
        <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'rgba(255,255,255,0.85)', lineHeight: 1.9, mb: 4 }}>
          {t(
            'Theses, university research, statistical analysis, translation and presentations, for students across Arab countries.',
          )}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button component={Link} to={PATHS.services} variant="contained" size="large" sx={{ bgcolor: 'common.white', color: 'primary.main', '&:hover': { bgcolor: '#ECEAFB' } }}>
            {t('Office Services')}
          </Button>
          <WhatsAppButton />
        </Box>
      </Box>
      {children}
    </Box>
  );
}
