import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Link as MuiLink, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { telUrl } from '../../../../contract';
import { useOffice } from '../../../api/settings';
import { useApp } from '../../../context/app-provider';
import { SocialButtons } from '../../../layout/social-buttons';
import { WhatsAppButton } from '../../../ui/whatsapp-button';

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Box aria-hidden sx={{ display: 'grid', placeItems: 'center', width: 44, height: 44, borderRadius: '50%', bgcolor: 'secondary.main', color: '#1D1238', flexShrink: 0 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" variant="body2" sx={{ color: 'rgba(255,255,255,0.75)' }}>
          {label}
        </Typography>
        <Typography component="div" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * SPEC §2 "Contact section": phone, email, WhatsApp and the four social networks, all
 * from the site settings. On the brand's dark panel, so the footer's social buttons fit.
 * A section, not an aside: a complementary landmark inside main is an axe violation.
 */
export function ContactDetails() {
  const { t } = useApp();
  const office = useOffice();
  const linkSx = { color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } };
  return (
    <Paper
      component="section"
      aria-labelledby="contact-details-title"
      sx={{ borderRadius: 4, p: { xs: 3, md: 4 }, color: 'common.white', background: 'linear-gradient(160deg, #1D1238 0%, #331FAB 100%)', display: 'grid', gap: 3, alignContent: 'start' }}
    >
      <Box>
        <Typography id="contact-details-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {t('Get in touch')}
        </Typography>
        <Typography sx={{ color: 'rgba(255,255,255,0.85)', lineHeight: 1.9 }}>
          {t('Our team answers on WhatsApp, by phone and by email, usually within a few hours during working days.')}
        </Typography>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
        {office?.office_phone && (
          <DetailRow icon={<PhoneIcon />} label={t('Phone')}>
            <MuiLink href={telUrl(office.office_phone)} dir="ltr" sx={linkSx}>
              {office.office_phone}
            </MuiLink>
          </DetailRow>
        )}
        {office?.office_email && (
          <DetailRow icon={<EmailIcon />} label={t('Email')}>
            <MuiLink href={`mailto:${office.office_email}`} dir="ltr" sx={linkSx}>
              {office.office_email}
            </MuiLink>
          </DetailRow>
        )}
        <DetailRow icon={<AccessTimeIcon />} label={t('Working hours')}>
          {t('Saturday - Thursday all days of the week')}
        </DetailRow>
      </Box>
      <WhatsAppButton text={t('Hello, I would like to ask about your services.')} style={{ justifySelf: 'start' }} />
      <Box>
        <Typography component="p" variant="body2" sx={{ color: 'rgba(255,255,255,0.75)', mb: 1 }}>
          {t('Follow us')}
        </Typography>
        <SocialButtons />
      </Box>
    </Paper>
  );
}
