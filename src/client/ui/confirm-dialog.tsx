import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useApp } from '../context/app-provider';

export interface ConfirmDialogProps {
  open: boolean;
  /** Translated, e.g. 'Category Delete'. */
  title: string;
  /** Translated, e.g. 'Are you sure you want to delete this category?'. */
  message: string;
  /** The item being deleted, shown so the person sees what goes (SPEC §4 "Delete"). */
  children?: ReactNode;
  /** While the action runs: Yes shows a spinner and both buttons wait. */
  busy?: boolean;
  /** Yes waits for something more (a typed confirmation in `children`). */
  confirmDisabled?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** SPEC §4 "Delete": a confirmation dialog with Cancel / Yes, showing the item. The one confirm dialog. */
export function ConfirmDialog({
  open,
  title,
  message,
  children,
  busy = false,
  confirmDisabled = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useApp();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ mb: children ? 2 : 0 }}>
          {message}
        </DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('Cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          color="error"
          variant="contained"
          disabled={busy || confirmDisabled}
          aria-busy={busy || undefined}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {t('Yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
