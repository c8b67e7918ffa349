import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import { Alert, Button, CircularProgress, Divider, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { isStrongPassword } from '../../../contract';
import { describeApiFailure } from '../../api/describe-api-failure';
import { joinWithPasskey, joinWithPassword } from '../../api/staff-links';
import { useApp } from '../../context/app-provider';
import { useAuth } from '../../context/auth-provider';
import { PasswordField } from '../../ui/password-field';
import { useForm } from '../../ui/use-form';
import { SignInCard } from './sign-in-card';
import { useLoginRedirect } from './use-login-redirect';
import { useStaffLink } from './use-staff-link';

/**
 * /login/invitation (decision 0057): an invited staff member joins with their own password
 * or a passkey, never one an admin chose, and is signed in at once.
 */
export function InvitationPage() {
  const { t } = useApp();
  const { login } = useAuth();
  useLoginRedirect();
  const { token, link, checking, failed } = useStaffLink();
  const [passkeyPending, setPasskeyPending] = useState(false);
  const [passkeyFailure, setPasskeyFailure] = useState<string | null>(null);
  const rule = t('At least 10 characters, with letters and at least one digit or symbol.');
  const form = useForm({
    initial: () => ({ name: '', password: '' }),
    checks: ({ password }) => [['password', isStrongPassword(password), rule]],
    send: ({ name, password }) =>
      login(() => joinWithPassword(token, name.trim() || link?.name || '', password)),
    describeFailure: (error) => describeApiFailure(error, t),
  });
  const name = form.values.name || link?.name || '';
  const busy = form.sending || passkeyPending;

  const joinByPasskey = async () => {
    setPasskeyPending(true);
    setPasskeyFailure(null);
    try {
      await login(() => joinWithPasskey(token, name.trim()));
    } catch (error) {
      setPasskeyFailure(
        error instanceof Error && error.name !== 'ApiClientError'
          ? t('The passkey was not added.')
          : describeApiFailure(error, t),
      );
    } finally {
      setPasskeyPending(false);
    }
  };

  return (
    <SignInCard title={t('Join the team')} subtitle={t('Join the team')} loading={checking}>
      {failed || link?.purpose !== 'invite' ? (
        <Alert severity="warning" role="alert">
          {t('This invitation has expired or was already used. Ask an admin for a new one.')}
        </Alert>
      ) : (
        <Stack component="form" noValidate spacing={2.5} onSubmit={form.onSubmit} aria-busy={busy}>
          <Typography variant="body2" color="text.secondary">
            {t('You were invited as {email}. Choose how you will sign in.', { email: link.email })}
          </Typography>
          {(form.failure ?? passkeyFailure) && (
            <Alert severity="error" role="alert">
              {form.failure ?? passkeyFailure}
            </Alert>
          )}
          <TextField
            label={t('Your name')}
            name="name"
            autoComplete="name"
            value={name}
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            onChange={(event) => form.field('name')(event.target.value)}
          />
          {'PublicKeyCredential' in window && (
            <>
              <Button
                variant="contained"
                size="large"
                fullWidth
                disabled={busy}
                onClick={() => void joinByPasskey()}
                startIcon={
                  passkeyPending ? (
                    <CircularProgress size={18} color="inherit" aria-hidden />
                  ) : (
                    <KeyOutlinedIcon />
                  )
                }
              >
                {t('Join with a passkey')}
              </Button>
              <Divider>{t('or')}</Divider>
            </>
          )}
          <PasswordField
            label={t('Choose a password')}
            name="new-password"
            autoComplete="new-password"
            value={form.values.password}
            onChange={form.field('password')}
            error={form.values.password.length > 0 && !isStrongPassword(form.values.password)}
            helperText={rule}
            disabled={busy}
          />
          <Button
            type="submit"
            variant="outlined"
            size="large"
            fullWidth
            disabled={busy || !form.canSubmit}
            startIcon={form.sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {t('Join with this password')}
          </Button>
        </Stack>
      )}
    </SignInCard>
  );
}
