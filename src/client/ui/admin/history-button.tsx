import HistoryIcon from '@mui/icons-material/History';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useApp } from '../../context/app-provider';
import type { EditHistory } from './edit-history';

// With the diff package, loaded when someone opens the history (not with every form).
const HistoryDialog = lazy(() => import('./history-dialog'));

/** An update form's History (decision 0059): the item's saved versions in a dialog. */
export function HistoryButton({ entity, id, onRestored }: EditHistory) {
  const { t } = useApp();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        {t('History')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <HistoryDialog
            open
            onClose={() => setOpen(false)}
            entity={entity}
            id={id}
            onRestored={onRestored}
          />
        </Suspense>
      )}
    </>
  );
}
