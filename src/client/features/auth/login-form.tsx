import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import { Alert, Button, CircularProgress, Divider, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import type { SecondFactorChallenge } from '../../../contract';
import { describeApiFailure } from '../../api/describe-api-failure';
import { logger } from '../../api/logger';
import { passkeySignIn, requestToken, secondFactorOf } from '../../api/sign-in';
import { useApp } from '../../context/app-provider';
import { useAuth } from '../../context/auth-provider';
import { loginFailureText } from './login-error';
import { PasswordField } from '../../ui/password-field';
import { useForm } from '../../ui/use-form';
import { SecondFactorStep } from './second-factor-step';

/** Whether this browser can use a passkey at all (WebAuthn). */
const canUsePasskeys = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

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
  // The password was right and a second factor must follow (decision 0057).
  const [challenge, setChallenge] = useState<SecondFactorChallenge>();
  const [passkeyPending, setPasskeyPending] = useState(false);
  const [passkeyFailure, setPasskeyFailure] = useState<string | null>(null);
  const form = useForm({
    initial: () => ({ email: '', password: '' }),
    // On success the AuthProvider holds the user and useLoginRedirect moves on.
    send: async ({ email, password }) => {
      try {
        await login(() => requestToken(email.trim(), password));
      } catch (error) {
        const next = secondFactorOf(error);
        if (!next) throw error;
        setChallenge(next);
      }
    },
    describeFailure: (error) => {
      logger.error('sign-in failed', error);
      return loginFailureText(error, t);
    },
  });
  const isPending = form.sending || passkeyPending;

  const signInWithPasskey = async () => {
    setPasskeyPending(true);
    form.clearFailure();
    setPasskeyFailure(null);
    try {
      await login(passkeySignIn);
    } catch (error) {
      logger.warn('passkey sign-in failed', error);
      // A browser refusal (cancelled, no passkey here) is not the server's answer.
      setPasskeyFailure(
        error instanceof Error && error.name !== 'ApiClientError'
          ? t('The passkey was not used. Try again, or sign in with your password.')
          : describeApiFailure(error, t),
      );
    } finally {
      setPasskeyPending(false);
    }
  };

  if (challenge) return <SecondFactorStep challenge={challenge} onBack={() => setChallenge(undefined)} />;
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={form.onSubmit} aria-busy={isPending}>
      {(form.failure ?? passkeyFailure) && (
        <Alert
          severity="error"
          role="alert"
          onClose={() => {
            form.clearFailure();
            setPasskeyFailure(null);
          }}
        >
          {form.failure ?? passkeyFailure}
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
      {canUsePasskeys() && (
        <>
          <Divider>{t('or')}</Divider>
          <Button
            variant="outlined"
            size="large"
            fullWidth
            disabled={isPending}
            onClick={() => void signInWithPasskey()}
            startIcon={
              passkeyPending ? (
                <CircularProgress size={18} color="inherit" aria-hidden />
              ) : (
                <KeyOutlinedIcon />
              )
            }
          >
            {t('Sign in with a passkey')}
          </Button>
        </>
      )}
    </Stack>
  );
}
