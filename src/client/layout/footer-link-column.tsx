import { Box, Link as MuiLink, Typography } from '@mui/material';
import { useId } from 'react';
import { Link } from '../context/navigation';
import { useApp } from '../context/app-provider';
import type { NavItem } from './nav-items';

/** A titled list of footer links, as a navigation landmark named by its heading. */
export function FooterLinkColumn({ title, links }: { title: string; links: readonly NavItem[] }) {
  const { t } = useApp();
  const headingId = useId();
  return (
    <Box component="nav" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2, color: 'common.white' }}>
        {t(title)}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
        {links.map((link) => (
          <li key={link.to}>
            <MuiLink component={Link} to={link.to} sx={{ color: 'rgba(255,255,255,0.82)', textDecoration: 'none', '&:hover, &:focus-visible': { color: 'secondary.light', textDecoration: 'underline' } }}>
              {t(link.label)}
            </MuiLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
