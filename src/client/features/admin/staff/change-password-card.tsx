import { Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { isStrongPassword } from '../../../../contract';
import { useChangePassword } from '../../../api/staff';
import { useApp } from '../../../context/app-provider';
import { PasswordField } from '../../../ui/password-field';

/** Change one's own password (issue 11 §9): the current one first; the new one by the contract's rule. */
export function ChangePasswordCard() {
  const { t } = useApp();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const strong = isStrongPassword(next);
  const canSubmit = current.length > 0 && strong && !change.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    try {
      await change.mutateAsync({ current_password: current, new_password: next });
      setCurrent('');
      setNext('');
    } catch {
      // The snackbar says why (a wrong current password); both fields stay.
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="change-password-heading">
      <CardContent component="form" onSubmit={submit} noValidate>
        <Typography id="change-password-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          {t('Change my password')}
        </Typography>
        <Stack spacing={2}>
          <PasswordField label={t('Current password')} name="current-password" value={current} onChange={setCurrent} required disabled={change.isPending} />
          <PasswordField
            label={t('New password')}
            name="new-password"
            autoComplete="new-password"
            value={next}
            onChange={setNext}
            required
            error={next.length > 0 && !strong}
            helperText={t('At least 10 characters, with letters and at least one digit or symbol.')}
            disabled={change.isPending}
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={!canSubmit} aria-busy={change.isPending || undefined} startIcon={change.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
              {t('Change password')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
