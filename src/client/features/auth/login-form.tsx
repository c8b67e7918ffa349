import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { logger } from '../../api/logger';
import { useApp } from '../../context/app-provider';
import { useAuth } from '../../context/auth-provider';
import { loginFailureText } from './login-error';
import { PasswordField } from '../../ui/password-field';
import { useForm } from '../../ui/use-form';

/**
 * Email + password; Enter submits (a real form), LOGIN is disabled with a spinner while
 * pending (SPEC §2 "Login"). SPEC §8 only logs login errors; we also say what went wrong
 * inline, since a silent failure leaves the person guessing. The server is the one judge of
 * the fields (noValidate), so every failure reads the same way. A 429 is retried by the
 * axios instance after `x-ratelimit-reset` seconds, so the form stays pending meanwhile.
 */
export function LoginForm() {
  const { t } = useApp();
  const { login } = useAuth();
  const form = useForm({
    initial: () => ({ email: '', password: '' }),
    // On success the AuthProvider holds the user and useLoginRedirect moves on.
    send: ({ email, password }) => login(email.trim(), password),
    describeFailure: (error) => {
      logger.error('sign-in failed', error);
      return loginFailureText(error, t);
    },
  });
  const isPending = form.sending;

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={form.onSubmit} aria-busy={isPending}>
      {form.failure && (
        <Alert severity="error" role="alert" onClose={form.clearFailure}>
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
        disabled={isPending}
        onChange={(event) => form.field('email')(event.target.value)}
      />
      <PasswordField value={form.values.password} onChange={form.field('password')} disabled={isPending} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={isPending}
        startIcon={isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {t('LOGIN')}
      </Button>
    </Stack>
  );
}
