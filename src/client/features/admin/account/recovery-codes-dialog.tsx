import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId } from 'react';
import { notify } from '../../../api/snackbar';
import { useApp } from '../../../context/app-provider';

/**
 * Ten recovery codes, shown this once (decision 0057): read left to right in every
 * language, with a copy and a download, and closed only by saying they were kept.
 */
export function RecoveryCodesDialog({
  codes,
  onClose,
}: {
  codes: readonly string[] | undefined;
  onClose: () => void;
}) {
  const { t } = useApp();
  const titleId = useId();
  const text = (codes ?? []).join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify(t('Copied'), 'success');
    } catch {
      notify(t('Could not copy: select the codes and copy them yourself.'), 'warning');
    }
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Dialog open={codes !== undefined} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('Your recovery codes')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t(
            'Keep these codes somewhere safe. Each one signs you in once if you lose your phone or passkey. They are shown only now.',
          )}
        </Typography>
        <Box
          component="ol"
          dir="ltr"
          aria-label={t('Your recovery codes')}
          sx={{
            display: 'grid',
            gridTemplateColumns: '1fr 1fr',
            gap: 1,
            m: 0,
            p: 2,
            listStyle: 'none',
            bgcolor: 'action.hover',
            borderRadius: 1,
            fontFamily: 'monospace',
            fontSize: '1rem',
            textAlign: 'center',
          }}
        >
          {codes?.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void copy()}>{t('Copy')}</Button>
        <Button onClick={download}>{t('Download')}</Button>
        <Button variant="contained" onClick={onClose}>
          {t('I have saved them')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
