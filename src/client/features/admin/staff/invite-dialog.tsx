import {
  Alert,
  Box,
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
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { inviteStaff } from '../../../api/staff-links';
import { useApp } from '../../../context/app-provider';
import type { StaffRole } from '../../../../contract';
import { useForm } from '../../../ui/use-form';
import { RoleSelect } from './role-select';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Invite a colleague (decision 0057): their address, name and role (decision 0058); they get a one-time link by
 * mail and choose their own password or passkey, so no admin types or sees it. When the
 * server has no mail set up, it hands the link back and the dialog shows it to pass on.
 */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useApp();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<{ message: string; url?: string }>();
  // A failure is the snackbar's to say (a taken email is 409); the dialog keeps what was typed.
  const form = useForm({
    // The least a new colleague needs is the admin's to widen (decision 0058).
    initial: (): { email: string; name: string; role: StaffRole } => ({
      email: '',
      name: '',
      role: 'editor',
    }),
    checks: ({ email }) => [['email', EMAIL.test(email.trim()), t('Please enter a valid email address')]],
    send: ({ email, name, role }) =>
      inviteStaff({ email: email.trim(), role, ...(name.trim() ? { name: name.trim() } : {}) }),
    onSent: (answer) => {
      setSent(answer);
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
  const { email, name, role } = form.values;
  const pending = form.sending;

  const close = () => {
    form.reset();
    setSent(undefined);
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
        <DialogTitle id={titleId}>{t('Invite a colleague')}</DialogTitle>
        <DialogContent>
          {sent ? (
            <Stack spacing={2}>
              <Alert severity={sent.url ? 'info' : 'success'} role="status">
                {sent.message}
              </Alert>
              {sent.url && (
                <Box
                  component="code"
                  dir="ltr"
                  sx={{
                    display: 'block',
                    p: 1.5,
                    bgcolor: 'action.hover',
                    borderRadius: 1,
                    wordBreak: 'break-all',
                  }}
                >
                  {sent.url}
                </Box>
              )}
            </Stack>
          ) : (
            <>
              <DialogContentText sx={{ mb: 2 }}>
                {t(
                  'They get a link by mail to choose their own password or passkey. The link works once, for 30 minutes.',
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
                <RoleSelect value={role} onChange={form.field('role')} disabled={pending} />
              </Stack>
            </>
          )}
        </DialogContent>
        <DialogActions>
          {sent ? (
            <Button variant="contained" onClick={close}>
              {t('Close')}
            </Button>
          ) : (
            <>
              <Button onClick={close} disabled={pending}>
                {t('Cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={!form.canSubmit}
                aria-busy={pending || undefined}
                startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
              >
                {t('Send the invitation')}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
