import { Alert, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { PATHS } from '../../../contract';
import { describeApiFailure } from '../../api/describe-api-failure';
import { askForPasswordLink } from '../../api/staff-links';
import { useApp } from '../../context/app-provider';
import { Link as AppLink } from '../../context/navigation';
import { useForm } from '../../ui/use-form';
import { SignInCard } from './sign-in-card';

/**
 * /login/forgot (decision 0057): a staff member's address, and a one-time link by mail. The
 * answer is the same whether or not the address has an account, so it says "if".
 */
export function ForgotPasswordPage() {
  const { t } = useApp();
  const [sent, setSent] = useState<string>();
  const form = useForm({
    initial: () => ({ email: '' }),
    checks: ({ email }) => [['email', /^\S+@\S+\.\S+$/.test(email.trim()), t('Email')]],
    send: ({ email }) => askForPasswordLink(email.trim()),
    onSent: (message) => setSent(message),
    describeFailure: (error) => describeApiFailure(error, t),
  });
  return (
    <SignInCard title={t('Forgot your password?')} subtitle={t('Forgot your password?')}>
      {sent ? (
        <Alert severity="success" role="status">
          {sent}
        </Alert>
      ) : (
        <Stack component="form" noValidate spacing={2.5} onSubmit={form.onSubmit} aria-busy={form.sending}>
          <Typography variant="body2" color="text.secondary">
            {t('Enter the address of your staff account: we will mail you a link to choose a new password.')}
          </Typography>
          {form.failure && (
            <Alert severity="error" role="alert">
              {form.failure}
            </Alert>
          )}
          <TextField
            label={t('Email')}
            name="email"
            type="email"
            autoComplete="username"
            fullWidth
            autoFocus
            value={form.values.email}
            disabled={form.sending}
            onChange={(event) => form.field('email')(event.target.value)}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!form.canSubmit}
            startIcon={form.sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {t('Send the link')}
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
