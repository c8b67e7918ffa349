import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import { Alert, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { SecondFactorChallenge } from '../../../contract';
import { describeApiFailure } from '../../api/describe-api-failure';
import { answerSecondFactor, passkeyAssertion } from '../../api/sign-in';
import { useApp } from '../../context/app-provider';
import { useAuth } from '../../context/auth-provider';
import { useForm } from '../../ui/use-form';

/**
 * The sign-in's second step (decision 0057): the password was right, and the account has an
 * authenticator app, a passkey or both. A code from the app, the passkey, or one of the
 * recovery codes finishes it; a wrong code says so here and counts like a wrong password.
 */
export function SecondFactorStep({
  challenge,
  onBack,
}: {
  challenge: SecondFactorChallenge;
  onBack: () => void;
}) {
  const { t } = useApp();
  const { login } = useAuth();
  const hasApp = challenge.methods.includes('totp');
  const [recovery, setRecovery] = useState(!hasApp);
  const form = useForm({
    initial: () => ({ code: '' }),
    checks: ({ code }) => [['code', code.trim().length > 0, t(recovery ? 'Recovery code' : 'Code')]],
    send: ({ code }) => login(() => answerSecondFactor({ token: challenge.token, code: code.trim() })),
    describeFailure: (error) => describeApiFailure(error, t),
  });
  const [passkeyFailure, setPasskeyFailure] = useState<string | null>(null);
  const [usingPasskey, setUsingPasskey] = useState(false);
  const busy = form.sending || usingPasskey;

  const signInWithPasskey = async () => {
    if (!challenge.passkey_options) return;
    setUsingPasskey(true);
    setPasskeyFailure(null);
    try {
      const passkey = await passkeyAssertion(challenge.passkey_options);
      await login(() => answerSecondFactor({ token: challenge.token, passkey }));
    } catch (error) {
      // The browser's own refusal (cancelled, timed out) is not an API failure: said plainly.
      setPasskeyFailure(
        error instanceof Error && error.name !== 'ApiClientError'
          ? t('The passkey was not used. Try again or enter a code.')
          : describeApiFailure(error, t),
      );
    } finally {
      setUsingPasskey(false);
    }
  };

  const failure = form.failure ?? passkeyFailure;
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={form.onSubmit} aria-busy={busy}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('Two-step sign-in')}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {challenge.passkey_options && (
        <Button
          variant="contained"
          size="large"
          fullWidth
          startIcon={
            usingPasskey ? <CircularProgress size={18} color="inherit" aria-hidden /> : <KeyOutlinedIcon />
          }
          onClick={() => void signInWithPasskey()}
          disabled={busy}
        >
          {t('Use your passkey')}
        </Button>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {recovery
          ? t('Enter one of your recovery codes. Each code works once.')
          : t('Enter the 6-digit code from your authenticator app.')}
      </Typography>
      <TextField
        key={recovery ? 'recovery' : 'app'}
        label={t(recovery ? 'Recovery code' : 'Code')}
        name={recovery ? 'recovery-code' : 'one-time-code'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        slotProps={{ htmlInput: { inputMode: recovery ? 'text' : 'numeric', dir: 'ltr', maxLength: 20 } }}
        fullWidth
        autoFocus={!challenge.passkey_options}
        value={form.values.code}
        disabled={busy}
        onChange={(event) => form.field('code')(event.target.value)}
      />
      <Button
        type="submit"
        variant={challenge.passkey_options ? 'outlined' : 'contained'}
        size="large"
        fullWidth
        disabled={busy || !form.canSubmit}
        startIcon={form.sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {t('Verify')}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component="button" type="button" variant="body2" onClick={onBack} disabled={busy}>
          {t('Back')}
        </Link>
        {hasApp && (
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => {
              setRecovery(!recovery);
              form.field('code')('');
            }}
            disabled={busy}
          >
            {recovery ? t('Use the code from your app') : t('Use a recovery code')}
          </Link>
        )}
      </Stack>
    </Stack>
  );
}
