import { Link, Stack } from '@mui/material';
import { STAFF_LINK_PAGES } from '../../../contract';
import { useApp } from '../../context/app-provider';
import { useAuth } from '../../context/auth-provider';
import { Link as AppLink } from '../../context/navigation';
import { LoginForm } from './login-form';
import { SignInCard } from './sign-in-card';
import { useLoginRedirect } from './use-login-redirect';

/** /login (SPEC §2 "Login"): a centred card; client-only and lazy-loaded. */
export function LoginPage() {
  const { t } = useApp();
  const { loaded } = useAuth();
  useLoginRedirect();
  return (
    <SignInCard title={t('Sign in')} subtitle={t('Sign in to manage the website')} loading={!loaded}>
      <LoginForm />
      <Stack direction="row" sx={{ justifyContent: 'center', mt: 2 }}>
        <Link component={AppLink} to={STAFF_LINK_PAGES.forgot} variant="body2" underline="hover">
          {t('Forgot your password?')}
        </Link>
      </Stack>
    </SignInCard>
  );
}
