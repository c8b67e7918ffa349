import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Avatar, Box, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as AppLink } from '../../context/navigation';
import { APP_VERSION_LABEL, PATHS } from '../../../contract';
import { useSiteName } from '../../context/site-name';
import { useApp } from '../../context/app-provider';
import { useAuth } from '../../context/auth-provider';
import { DocumentHead } from '../../context/document-head';
import { LanguageSelect } from './language-select';
import { LoginForm } from './login-form';
import { useLoginRedirect } from './use-login-redirect';

/** /login (SPEC §2 "Login"): a centred card; client-only and lazy-loaded. */
export function LoginPage() {
  const { t } = useApp();
  const { loaded } = useAuth();
  useLoginRedirect();
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
      <DocumentHead title={`${t('Sign in')} | ${siteName}`} />
      {!loaded ? (
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
              {t('Sign in to manage the website')}
            </Typography>
          </Stack>
          <LoginForm />
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
