import { Box, Link as MuiLink, Typography } from '@mui/material';
import { telUrl } from '../../../contract';
import { useOffice } from '../../api/settings';
import { useApp } from '../../context/app-provider';
import { PageSection } from '../../ui/page-section';
import { WhatsAppButton } from '../../ui/whatsapp-button';

/** SPEC §2 "Contact section": the form and the map come later; the direct ways to reach us work now. */
export function ContactPage() {
  const { t } = useApp();
  const office = useOffice();
  return (
    <PageSection id="contact-us" title={t('Get in touch')}>
      <Typography component="p">{t('Reach us on WhatsApp, by phone or by email, Saturday to Thursday. The contact form will appear here soon.')}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, mb: 3, color: 'text.primary', '& dd': { m: 0 } }}>
        <dt>{t('Phone')}</dt>
        <dd>
          <MuiLink href={telUrl(office?.office_phone ?? '')} dir="ltr">
            {office?.office_phone}
          </MuiLink>
        </dd>
        <dt>{t('Email')}</dt>
        <dd>
          <MuiLink href={`mailto:${office?.office_email ?? ''}`} dir="ltr">
            {office?.office_email}
          </MuiLink>
        </dd>
      </Box>
      <WhatsAppButton />
    </PageSection>
  );
}
