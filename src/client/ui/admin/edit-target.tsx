import { Alert, Box, Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as AppLink } from '../../context/navigation';
import { useApp } from '../../context/app-provider';
import type { ContentName } from '../../../contract';
import { useEditTarget } from './use-edit-target';

export interface EditTargetProps<T> {
  /** Whose item: read by id when navigation state does not hold it. */
  entity: ContentName;
  idOf: (item: T) => number;
  listPath: string;
  /** The update form, mounted once the item is known (its fields start from it). */
  children: (item: T) => ReactNode;
}

/**
 * An update screen's item (SPEC §2): from navigation state at once, else read by the URL's
 * id; an item that is gone says so and links back to the list instead of showing an empty
 * form.
 */
export function EditTarget<T>({ entity, idOf, listPath, children }: EditTargetProps<T>) {
  const { t } = useApp();
  const { item, missing, failed } = useEditTarget(entity, idOf);
  if (item !== undefined) return <Box key={idOf(item)}>{children(item)}</Box>;
  if (missing || failed) {
    return (
      <Alert
        severity={missing ? 'warning' : 'error'}
        action={
          <Button component={AppLink} to={listPath} color="inherit" size="small">
            {t('Back to the list')}
          </Button>
        }
      >
        {missing
          ? t('This item no longer exists. It may have been deleted.')
          : t('Could not load this item.')}
      </Alert>
    );
  }
  return (
    <Box role="status" aria-label={t('Loading')} sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress />
    </Box>
  );
}
