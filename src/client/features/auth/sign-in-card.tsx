import type { ReactNode } from 'react';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Avatar, Box, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as AppLink } from '../../context/navigation';
import { APP_VERSION_LABEL, PATHS } from '../../../contract';
import { useSiteName } from '../../context/site-name';
import { useApp } from '../../context/app-provider';
import { DocumentHead } from '../../context/document-head';
import { LanguageSelect } from './language-select';

/**
 * The sign-in pages' frame (SPEC §2 "Login"): a centred card with the language picker, the
 * office's name and `subtitle` above `children`, and the way back to the website below.
 * `loading`: a spinner instead, until what the card shows is known.
 */
export function SignInCard({
  title,
  subtitle,
  loading = false,
  children,
}: {
  /** The tab's title, before the office's name. */
  title: string;
  subtitle: string;
  loading?: boolean;
  children: ReactNode;
}) {
  const { t } = useApp();
  const siteName = useSiteName();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        p: { xs: 2, sm: 3 },
        background: (theme) =>
          `linear-gradient(160deg, ${theme.palette.primary.main}14 0%, ${theme.palette.background.default} 45%, ${theme.palette.secondary.main}14 100%)`,
      }}
    >
      <DocumentHead title={`${title} | ${siteName}`} />
      {loading ? (
        <CircularProgress aria-label={t('Loading')} />
      ) : (
        <Paper
          elevation={0}
          sx={{
            width: '100%',
            maxWidth: 420,
            p: { xs: 3, sm: 4 },
            borderRadius: 3,
            border: 1,
            borderColor: 'divider',
            boxShadow: '0 12px 40px rgba(51, 31, 171, 0.08)',
          }}
        >
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
            <LanguageSelect />
          </Stack>
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
            <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
              <LockOutlinedIcon />
            </Avatar>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {siteName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          </Stack>
          {children}
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 3 }}>
            <Link component={AppLink} to={PATHS.home} variant="body2" underline="hover">
              {t('Back to the website')}
            </Link>
            <Typography variant="caption" color="text.secondary" dir="ltr" data-testid="app-version">
              {APP_VERSION_LABEL}
            </Typography>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
