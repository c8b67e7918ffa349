import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import { Box, IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import type { SiteSettings } from '../../contract';
import { useOffice } from '../api/settings';
import { useApp } from '../context/app-provider';

const NETWORKS: readonly { key: keyof SiteSettings['social_links']; label: string; icon: ReactNode }[] = [
  { key: 'facebook', label: 'Facebook', icon: <FacebookIcon /> },
  { key: 'x', label: 'X', icon: <XIcon /> },
  { key: 'linkedin', label: 'LinkedIn', icon: <LinkedInIcon /> },
  { key: 'instagram', label: 'Instagram', icon: <InstagramIcon /> },
];

/** SPEC §2 "Footer": the social networks of the site settings, each opening in a new tab; one left empty is not shown. */
export function SocialButtons() {
  const { t } = useApp();
  const links = useOffice()?.social_links;
  const shown = NETWORKS.flatMap((network) => (links?.[network.key] ? [{ ...network, href: links[network.key] }] : []));
  if (shown.length === 0) return null;
  return (
    <Box component="ul" aria-label={t('Follow us')} sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
      {shown.map((network) => (
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
