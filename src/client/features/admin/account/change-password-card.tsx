import { Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { isStrongPassword } from '../../../../contract';
import { useChangePassword } from '../../../api/staff';
import { useApp } from '../../../context/app-provider';
import { PasswordField } from '../../../ui/password-field';
import { useForm } from '../../../ui/use-form';

/** Change one's own password (decision 0013): the current one first; the new one by the contract's rule. */
export function ChangePasswordCard() {
  const { t } = useApp();
  const change = useChangePassword();
  // A failure (a wrong current password) is the snackbar's to say; both fields stay.
  const form = useForm({
    initial: () => ({ current: '', next: '' }),
    checks: ({ current, next }) => [
      ['current', current.length > 0, t('Current password')],
      [
        'next',
        isStrongPassword(next),
        t('At least 10 characters, with letters and at least one digit or symbol.'),
      ],
    ],
    send: ({ current, next }) => change.mutateAsync({ current_password: current, new_password: next }),
    resetOnSent: true,
  });
  const { current, next } = form.values;

  return (
    <Card variant="outlined" component="section" aria-labelledby="change-password-heading">
      <CardContent component="form" onSubmit={form.onSubmit} noValidate>
        <Typography id="change-password-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          {t('Change my password')}
        </Typography>
        <Stack spacing={2}>
          <PasswordField
            label={t('Current password')}
            name="current-password"
            value={current}
            onChange={form.field('current')}
            required
            disabled={form.sending}
          />
          <PasswordField
            label={t('New password')}
            name="new-password"
            autoComplete="new-password"
            value={next}
            onChange={form.field('next')}
            required
            error={next.length > 0 && !isStrongPassword(next)}
            helperText={t('At least 10 characters, with letters and at least one digit or symbol.')}
            disabled={form.sending}
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              disabled={!form.canSubmit}
              aria-busy={form.sending || undefined}
              startIcon={
                form.sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
              }
            >
              {t('Change password')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
