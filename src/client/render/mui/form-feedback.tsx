import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';

/** A form's message across its whole width: a file refused, a send that failed or succeeded. */
export function FormAlert({
  severity,
  onClose,
  children,
}: {
  severity: 'success' | 'warning' | 'error';
  onClose?: () => void;
  children: ReactNode;
}) {
  return (
    <Alert severity={severity} onClose={onClose} sx={{ gridColumn: '1 / -1', overflowWrap: 'anywhere' }}>
      {children}
    </Alert>
  );
}

/** A send's progress: `null` while the files are read (no figure yet), else the upload's percentage. */
export function FormProgress({
  value,
  label,
  valueText,
}: {
  value: number | null;
  label: string;
  valueText?: string;
}) {
  return value === null ? (
    <LinearProgress aria-label={label} />
  ) : (
    <LinearProgress
      variant="determinate"
      value={value}
      aria-label={label}
      aria-valuetext={valueText}
      sx={{ height: 8, borderRadius: 4 }}
    />
  );
}

/** The spinner in a Send button while it sends. */
export function ButtonSpinner() {
  return <CircularProgress size={18} color="inherit" aria-hidden />;
}
