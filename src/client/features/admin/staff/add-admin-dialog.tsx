import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { isStrongPassword } from '../../../../contract';
import { useAddAdmin } from '../../../api/staff';
import { useApp } from '../../../context/app-provider';
import { PasswordField } from '../../../ui/password-field';
import { generatePassword } from './generate-password';
import { useForm } from '../../../ui/use-form';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Add an admin (decision 0013): email, an optional name, and a password typed or generated
 * (then shown, to pass on). The rule is the contract's, checked as typed; a taken email is
 * the server's 409, in a snackbar, with the dialog kept.
 */
export function AddAdminDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useApp();
  const titleId = useId();
  const add = useAddAdmin();
  const [generated, setGenerated] = useState(false);
  // A failure is the snackbar's to say (a taken email is 409); the dialog keeps what was typed.
  const form = useForm({
    initial: () => ({ email: '', name: '', password: '' }),
    checks: ({ email, password }) => [
      ['email', EMAIL.test(email.trim()), t('Please enter a valid email address')],
      [
        'password',
        isStrongPassword(password),
        t('At least 10 characters, with letters and at least one digit or symbol.'),
      ],
    ],
    send: ({ email, name, password }) =>
      add.mutateAsync({ email: email.trim(), password, ...(name.trim() ? { name: name.trim() } : {}) }),
    onSent: () => close(),
  });
  const { email, name, password } = form.values;
  const pending = form.sending;

  const close = () => {
    form.reset();
    setGenerated(false);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={form.onSubmit} noValidate>
        <DialogTitle id={titleId}>{t('Add admin')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t(
              'The new admin signs in with this email and password, and can change the password afterwards.',
            )}
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label={t('Email')}
              type="email"
              name="email"
              value={email}
              onChange={(e) => form.field('email')(e.target.value)}
              required
              autoFocus
              fullWidth
              disabled={pending}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <TextField
              label={t('Name')}
              name="name"
              value={name}
              onChange={(e) => form.field('name')(e.target.value)}
              fullWidth
              disabled={pending}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <PasswordField
                label={t('Password')}
                name="new-password"
                autoComplete="new-password"
                value={password}
                onChange={(next) => {
                  form.field('password')(next);
                  setGenerated(false);
                }}
                required
                reveal={generated}
                error={password.length > 0 && !isStrongPassword(password)}
                helperText={t('At least 10 characters, with letters and at least one digit or symbol.')}
                disabled={pending}
              />
              <Button
                onClick={() => {
                  form.field('password')(generatePassword());
                  setGenerated(true);
                }}
                disabled={pending}
                sx={{ mt: 1, flexShrink: 0 }}
              >
                {t('Generate')}
              </Button>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            {t('Cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!form.canSubmit}
            aria-busy={pending || undefined}
            startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('Add admin')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
