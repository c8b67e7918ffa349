import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { isStrongPassword } from '../../../../contract';
import { useAddAdmin } from '../../../api/staff';
import { useApp } from '../../../context/app-provider';
import { PasswordField } from '../../../ui/password-field';
import { generatePassword } from './generate-password';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Add an admin (issue 11 §9): email, an optional name, and a password typed or generated
 * (then shown, to pass on). The rule is the contract's, checked as typed; a taken email is
 * the server's 409, in a snackbar, with the dialog kept.
 */
export function AddAdminDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useApp();
  const titleId = useId();
  const add = useAddAdmin();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [generated, setGenerated] = useState(false);
  const strong = isStrongPassword(password);
  const canSubmit = EMAIL.test(email.trim()) && strong && !add.isPending;

  const close = () => {
    setEmail('');
    setName('');
    setPassword('');
    setGenerated(false);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    try {
      await add.mutateAsync({ email: email.trim(), password, ...(name.trim() ? { name: name.trim() } : {}) });
      close();
    } catch {
      // The interceptor's snackbar says why (a taken email is 409); the dialog keeps what was typed.
    }
  };

  return (
    <Dialog open={open} onClose={add.isPending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('Add admin')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('The new admin signs in with this email and password, and can change the password afterwards.')}</DialogContentText>
          <Stack spacing={2}>
            <TextField label={t('Email')} type="email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} required autoFocus fullWidth disabled={add.isPending} slotProps={{ htmlInput: { dir: 'ltr' } }} />
            <TextField label={t('Name')} name="name" value={name} onChange={(e) => setName(e.target.value)} fullWidth disabled={add.isPending} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <PasswordField
                label={t('Password')}
                name="new-password"
                autoComplete="new-password"
                value={password}
                onChange={(next) => {
                  setPassword(next);
                  setGenerated(false);
                }}
                required
                reveal={generated}
                error={password.length > 0 && !strong}
                helperText={t('At least 10 characters, with letters and at least one digit or symbol.')}
                disabled={add.isPending}
              />
              <Button
                onClick={() => {
                  setPassword(generatePassword());
                  setGenerated(true);
                }}
                disabled={add.isPending}
                sx={{ mt: 1, flexShrink: 0 }}
              >
                {t('Generate')}
              </Button>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={add.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!canSubmit} aria-busy={add.isPending || undefined} startIcon={add.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {t('Add admin')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
