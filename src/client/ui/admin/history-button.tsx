import HistoryIcon from '@mui/icons-material/History';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import type { Revisioned } from '../../../contract';
import { PartBoundary, lazyPart } from '../../render/lazy-part';
import { useApp } from '../../context/app-provider';

// With the diff package, loaded when someone opens the history (not with every form).
const HistoryDialog = lazyPart(() => import('./history-dialog').then((m) => m.default));

export interface HistoryButtonProps {
  entity: Revisioned;
  id: number | string;
  onRestored?: () => Promise<void>;
  /** Its accessible name where several records share a screen ("History of /about-us"). */
  ariaLabel?: string;
  size?: 'small' | 'medium';
  /** An icon with its name in a tooltip, for a row of many (a UI string's). */
  iconOnly?: boolean;
}

/** A record's History (decision 0059): its saved versions in a dialog. */
export function HistoryButton({
  entity,
  id,
  onRestored,
  ariaLabel,
  size = 'medium',
  iconOnly = false,
}: HistoryButtonProps) {
  const { t } = useApp();
  const [open, setOpen] = useState(false);
  return (
    <>
      {iconOnly ? (
        <Tooltip title={ariaLabel ?? t('History')}>
          <IconButton size={size} onClick={() => setOpen(true)} aria-label={ariaLabel ?? t('History')}>
            <HistoryIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          variant="outlined"
          size={size}
          startIcon={<HistoryIcon />}
          onClick={() => setOpen(true)}
          aria-label={ariaLabel}
        >
          {t('History')}
        </Button>
      )}
      {open && (
        <PartBoundary>
          <HistoryDialog
            open
            onClose={() => setOpen(false)}
            entity={entity}
            id={id}
            onRestored={onRestored}
          />
        </PartBoundary>
      )}
    </>
  );
}
