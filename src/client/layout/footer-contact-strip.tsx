import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Link as MuiLink, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { telUrl } from '../../contract';
import { useOffice } from '../api/settings';
import { useApp } from '../context/app-provider';

function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'grid', placeItems: 'center', width: 44, height: 44, borderRadius: '50%', bgcolor: 'secondary.main', color: '#1D1238', flexShrink: 0 }}>{icon}</Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" variant="body2" sx={{ color: 'rgba(255,255,255,0.72)' }}>
          {label}
        </Typography>
        <Typography component="div" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/** SPEC §2 "Footer": headquarters, phone, email and working hours. */
export function FooterContactStrip() {
  const { t } = useApp();
  const office = useOffice();
  const linkSx = { color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } };
  return (
    <Box
      component="address"
      sx={{
        fontStyle: 'normal',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        gap: 3,
        py: 4,
        borderBottom: '1px solid rgba(255,255,255,0.12)',
      }}
    >
      <ContactItem icon={<LocationOnIcon />} label={t('Headquarters')}>
        {t('Egypt')}
      </ContactItem>
      {office?.office_phone && (
        <ContactItem icon={<PhoneIcon />} label={t('Phone')}>
          <MuiLink href={telUrl(office.office_phone)} dir="ltr" sx={linkSx}>
            {office.office_phone}
          </MuiLink>
        </ContactItem>
      )}
      {office?.office_email && (
        <ContactItem icon={<EmailIcon />} label={t('Email')}>
          <MuiLink href={`mailto:${office.office_email}`} dir="ltr" sx={linkSx}>
            {office.office_email}
          </MuiLink>
        </ContactItem>
      )}
      <ContactItem icon={<AccessTimeIcon />} label={t('Working hours')}>
        {t('Saturday - Thursday all days of the week')}
      </ContactItem>
    </Box>
  );
}
