import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId } from 'react';
import { describeApiFailure } from '../../../api/describe-api-failure';
import { useBeginTotp, useConfirmTotp } from '../../../api/factors';
import { useApp } from '../../../context/app-provider';
import { useForm } from '../../../ui/use-form';

/**
 * Setting up an authenticator app (decision 0057): the QR code to scan (or the key to type),
 * then the app's first code, which proves the phone holds the secret before it counts.
 */
export function TotpSetupDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  /** The recovery codes, when this was the first factor. */
  onAdded: (recoveryCodes: string[] | undefined) => void;
}) {
  const { t } = useApp();
  const titleId = useId();
  const begin = useBeginTotp();
  const confirm = useConfirmTotp();
  const { mutate: start, reset } = begin;
  useEffect(() => {
    if (open) start();
    else reset();
  }, [open, start, reset]);
  const enrolment = begin.data;
  const form = useForm({
    initial: () => ({ code: '', label: '' }),
    checks: ({ code }) => [
      [
        'code',
        /^\d{6}$/.test(code.replace(/\s/g, '')),
        t('Enter the 6-digit code from your authenticator app.'),
      ],
    ],
    send: ({ code, label }) =>
      confirm.mutateAsync({
        token: enrolment?.token ?? '',
        code: code.replace(/\s/g, ''),
        label: label.trim(),
      }),
    onSent: (added) => onAdded(added.recovery_codes),
    resetOnSent: true,
    describeFailure: (error) => describeApiFailure(error, t),
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('Set up an authenticator app')}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={`${titleId}-form`} spacing={2} onSubmit={form.onSubmit} noValidate>
          <Typography variant="body2">
            {t(
              'Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then enter the code it shows.',
            )}
          </Typography>
          {begin.isError && <Alert severity="error">{describeApiFailure(begin.error, t)}</Alert>}
          <Box sx={{ display: 'flex', justifyContent: 'center', minHeight: 200, alignItems: 'center' }}>
            {enrolment ? (
              <Box
                component="img"
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
                alt={t('QR code to scan with your authenticator app')}
                sx={{ width: 200, height: 200, bgcolor: '#fff', p: 1, borderRadius: 1 }}
              />
            ) : (
              !begin.isError && <CircularProgress aria-label={t('Loading')} />
            )}
          </Box>
          {enrolment && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('Cannot scan? Enter this key in the app:')}{' '}
              <Box
                component="code"
                dir="ltr"
                sx={{ fontFamily: 'monospace', wordBreak: 'break-all', color: 'text.primary' }}
              >
                {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
              </Box>
            </Typography>
          )}
          {form.failure && (
            <Alert severity="error" role="alert">
              {form.failure}
            </Alert>
          )}
          <TextField
            label={t('Code')}
            name="one-time-code"
            autoComplete="one-time-code"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 10 } }}
            value={form.values.code}
            onChange={(event) => form.field('code')(event.target.value)}
            disabled={!enrolment || form.sending}
          />
          <TextField
            label={t('Name (optional)')}
            helperText={t('To tell your devices apart, for example "My phone".')}
            value={form.values.label}
            slotProps={{ htmlInput: { maxLength: 60 } }}
            onChange={(event) => form.field('label')(event.target.value)}
            disabled={!enrolment || form.sending}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={form.sending}>
          {t('Cancel')}
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          disabled={!enrolment || !form.canSubmit}
          startIcon={form.sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {t('Turn on')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
