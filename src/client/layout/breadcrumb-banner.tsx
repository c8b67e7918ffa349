import { Box, Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { Link, useMatches } from '../context/navigation';
import { PATHS } from '../../contract';
import { useApp } from '../context/app-provider';
import type { RouteHandle } from '../context/route-handle';

export const MISSING_BREADCRUMB = 'Breadcrumbs Path configuration missing';

/**
 * SPEC §2: every public page but home has a banner with its title and a trail
 * "Home » Page". The title comes from the deepest route handle that has one. The
 * separator points the reading way: « in Arabic. It is isolated as left-to-right so the
 * browser's bidi mirroring (not applied consistently to a lone neutral) cannot flip it.
 */
export function BreadcrumbBanner() {
  const { t, dir } = useApp();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  const title = t(handle?.title ?? MISSING_BREADCRUMB);

  return (
    <Box
      sx={{
        mx: { xs: 1.5, sm: 3 },
        mb: { xs: 1, md: 2 },
        px: { xs: 2.5, sm: 4, md: 6 },
        py: { xs: 3.5, md: 5 },
        borderRadius: 4,
        color: 'common.white',
        background: 'linear-gradient(120deg, #241479 0%, #331FAB 55%, #4B36C9 100%)',
        position: 'relative',
        overflow: 'hidden',
        '&::after': {
          content: '""',
          position: 'absolute',
          width: { xs: 140, md: 260 },
          height: { xs: 140, md: 260 },
          borderRadius: '50%',
          right: { xs: -50, md: -60 },
          top: { xs: -70, md: -120 },
          bgcolor: 'rgba(255, 96, 16, 0.28)',
        },
      }}
    >
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1.5, position: 'relative', zIndex: 1, fontSize: { xs: '1.6rem', md: '2.2rem' } }}>
        {title}
      </Typography>
      <Breadcrumbs
        separator={
          <Box component="span" dir="ltr" sx={{ unicodeBidi: 'isolate' }}>
            {dir === 'rtl' ? '«' : '»'}
          </Box>
        }
        aria-label={t('Breadcrumb')}
        sx={{ position: 'relative', zIndex: 1, color: 'rgba(255,255,255,0.85)', '& .MuiBreadcrumbs-separator': { mx: 1 } }}
      >
        <MuiLink component={Link} to={PATHS.home} sx={{ color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}>
          {t('Home')}
        </MuiLink>
        <Typography aria-current="page" sx={{ color: 'common.white', fontWeight: 700 }}>
          {title}
        </Typography>
      </Breadcrumbs>
    </Box>
  );
}
