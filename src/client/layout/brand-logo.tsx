import { Box, Typography } from '@mui/material';
import { Link } from '../context/navigation';
import { PATHS } from '../../contract';
import { useApp } from '../context/app-provider';
import { useSiteName } from '../context/site-name';

/** The logo, linking home; its alt text is the office's full name in the current language. */
export function BrandLogo({ light = false, onNavigate }: { light?: boolean; onNavigate?: () => void }) {
  const { t } = useApp();
  const siteName = useSiteName();
  return (
    <Box
      component={Link}
      to={PATHS.home}
      onClick={onNavigate}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, textDecoration: 'none', color: light ? 'common.white' : 'primary.main', flexShrink: 0, borderRadius: 1 }}
    >
      {/* Low priority, as the flag (ui/flag-icon): no preload of it ahead of the page's fonts and largest image. */}
      <Box component="img" src="/logo.svg" alt={siteName || t('Bahith')} width={44} height={44} fetchPriority="low" sx={{ display: 'block' }} />
      <Typography component="span" aria-hidden="true" sx={{ fontWeight: 700, fontSize: '1.35rem', lineHeight: 1 }}>
        {t('Bahith')}
      </Typography>
    </Box>
  );
}
