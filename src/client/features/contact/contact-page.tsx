import { Box, Paper, Typography } from '@mui/material';
import { useOffice } from '../../api/settings';
import { useApp } from '../../context/app-provider';
import { useUiStringInputs } from '../../context/ui-string-inputs';
import { DeferredContactForm as ContactForm } from '../../ui/deferred-contact-form';
import { EmbedFacade } from '../../ui/embed-facade';
import { staticSection } from '../../ui/static-section';

// Text and links: the browser keeps the server's HTML, and loads its code only once the
// language, the UI strings or the settings it shows change on the page (ui/static-section).
const ContactDetails = staticSection('contact-details', () => import('./components/contact-details').then((m) => m.ContactDetails), {
  useInputs: () => [...useUiStringInputs(), useOffice()],
});

/**
 * SPEC §2 "Contact section": the form beside the office's phone, email, WhatsApp and social
 * links, and the map below, loaded only when the visitor asks for it (issue 9 §7).
 */
export function ContactPage() {
  const { t } = useApp();
  const office = useOffice();
  return (
    <Box id="contact-us" sx={{ px: { xs: 2, sm: 3, md: 4 }, py: { xs: 4, md: 6 }, display: 'grid', gap: { xs: 4, md: 5 } }}>
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Paper component="section" aria-labelledby="contact-form-title" variant="outlined" sx={{ borderRadius: 4, p: { xs: 2.5, md: 4 } }}>
          <Typography id="contact-form-title" component="h2" variant="h5" sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }}>
            {t('Send us a message')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', lineHeight: 1.9, mb: 3 }}>
            {t('Tell us about your thesis, research or question. We reply by email or WhatsApp, in Arabic, English or Chinese.')}
          </Typography>
          <ContactForm />
        </Paper>
        <ContactDetails />
      </Box>
      {office?.map_url && (
        <Box component="section" aria-labelledby="contact-map-title">
          <Typography id="contact-map-title" component="h2" variant="h5" sx={{ fontWeight: 700, color: 'primary.main', mb: 2 }}>
            {t('Find us on the map')}
          </Typography>
          <EmbedFacade kind="map" src={office.map_url} title={t('The office on the map')} buttonLabel={t('Show the map')} aspectRatio={{ xs: '4 / 3', md: '21 / 9' }} />
        </Box>
      )}
    </Box>
  );
}
