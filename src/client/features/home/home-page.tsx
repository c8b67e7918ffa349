import { Box, Paper, Typography } from '@mui/material';
import { useApp } from '../../context/app-provider';
import { REQUEST_FORM_ID } from '../../ui/request-form-anchor';
import { WhatsAppButton } from '../../ui/whatsapp-button';
import { HomeHero } from './home-hero';

/** SPEC §2 "Home page". The request form, carousels and featured tabs come with later issues. */
export function HomePage() {
  const { t } = useApp();
  return (
    <>
      <HomeHero />
      <Box component="section" id={REQUEST_FORM_ID} aria-labelledby={`${REQUEST_FORM_ID}-title`} sx={{ scrollMarginTop: 96, px: { xs: 2, sm: 3, md: 8 }, pt: { xs: 5, md: 8 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 4, maxWidth: 900, mx: 'auto', textAlign: 'center' }}>
          <Typography id={`${REQUEST_FORM_ID}-title`} component="h2" variant="h5" sx={{ fontWeight: 700, color: 'primary.main', mb: 1.5 }}>
            {t('Request a research service')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3, lineHeight: 1.9 }}>
            {t('The online request form is coming soon. Until then, send us your request and reference files on WhatsApp.')}
          </Typography>
          <WhatsAppButton />
        </Paper>
      </Box>
    </>
  );
}
