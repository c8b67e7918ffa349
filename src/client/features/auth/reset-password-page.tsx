import { Alert, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { PATHS, STAFF_LINK_PAGES, isStrongPassword } from '../../../contract';
import { describeApiFailure } from '../../api/describe-api-failure';
import { resetPassword } from '../../api/staff-links';
import { useApp } from '../../context/app-provider';
import { Link as AppLink } from '../../context/navigation';
import { PasswordField } from '../../ui/password-field';
import { useForm } from '../../ui/use-form';
import { SignInCard } from './sign-in-card';
import { useStaffLink } from './use-staff-link';

/** /login/reset (decision 0057): a new password from a mailed link; every session ends. */
export function ResetPasswordPage() {
  const { t } = useApp();
  const { token, link, checking, failed } = useStaffLink();
  const [done, setDone] = useState<string>();
  const rule = t('At least 10 characters, with letters and at least one digit or symbol.');
  const form = useForm({
    initial: () => ({ password: '' }),
    checks: ({ password }) => [['password', isStrongPassword(password), rule]],
    send: ({ password }) => resetPassword(token, password),
    onSent: (message) => setDone(message),
    describeFailure: (error) => describeApiFailure(error, t),
  });
  const expired = failed || link?.purpose !== 'reset';
  return (
    <SignInCard title={t('Choose a new password')} subtitle={t('Choose a new password')} loading={checking}>
      {done ? (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      ) : expired ? (
        <Alert severity="warning" role="alert">
          {t('This link has expired or was already used.')}{' '}
          <Link component={AppLink} to={STAFF_LINK_PAGES.forgot}>
            {t('Ask for a new one')}
          </Link>
        </Alert>
      ) : (
        <Stack component="form" noValidate spacing={2.5} onSubmit={form.onSubmit} aria-busy={form.sending}>
          <Typography variant="body2" color="text.secondary">
            <bdi>{link.email}</bdi>
          </Typography>
          {form.failure && (
            <Alert severity="error" role="alert">
              {form.failure}
            </Alert>
          )}
          <PasswordField
            label={t('New password')}
            name="new-password"
            autoComplete="new-password"
            value={form.values.password}
            onChange={form.field('password')}
            required
            error={form.values.password.length > 0 && !isStrongPassword(form.values.password)}
            helperText={rule}
            disabled={form.sending}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!form.canSubmit}
            startIcon={form.sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {t('Change password')}
          </Button>
        </Stack>
      )}
      <Stack direction="row" sx={{ justifyContent: 'center', mt: 2 }}>
        <Link component={AppLink} to={PATHS.login} variant="body2" underline="hover">
          {t('Back to sign-in')}
        </Link>
      </Stack>
    </SignInCard>
  );
}
