import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import { Box, IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import { OFFICE } from '../../contract';
import { useApp } from '../context/app-provider';

const NETWORKS: readonly { label: string; href: string; icon: ReactNode }[] = [
  { label: 'Facebook', href: OFFICE.social.facebook, icon: <FacebookIcon /> },
  { label: 'X', href: OFFICE.social.x, icon: <XIcon /> },
  { label: 'LinkedIn', href: OFFICE.social.linkedin, icon: <LinkedInIcon /> },
  { label: 'Instagram', href: OFFICE.social.instagram, icon: <InstagramIcon /> },
];

/** SPEC §2 "Footer": the four social networks, each opening in a new tab. */
export function SocialButtons() {
  const { t } = useApp();
  return (
    <Box component="ul" aria-label={t('Follow us')} sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
      {NETWORKS.map((network) => (
        <li key={network.label}>
          <IconButton
            component="a"
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(network.label)}
            sx={{ color: 'common.white', border: '1px solid rgba(255,255,255,0.3)', '&:hover': { bgcolor: 'secondary.main', color: '#1D1238', borderColor: 'secondary.main' } }}
          >
            {network.icon}
          </IconButton>
        </li>
      ))}
    </Box>
  );
}
