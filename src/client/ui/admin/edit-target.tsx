import { Alert, Box, Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as AppLink } from '../../context/navigation';
import { useApp } from '../../context/app-provider';
import type { ListQuery } from '../query-list';
import { useEditTarget } from './use-edit-target';

export interface EditTargetProps<T> {
  /** The entity's list, which holds the item when navigation state does not. */
  query: ListQuery<T>;
  idOf: (item: T) => number;
  listPath: string;
  /** The update form, mounted once the item is known (its fields start from it). */
  children: (item: T) => ReactNode;
}

/**
 * An update screen's item (SPEC §2, issue 11 §1): from navigation state at once, else
 * from the list by the URL's id after it loads; an item that is gone says so and links
 * back to the list instead of showing an empty form.
 */
export function EditTarget<T>({ query, idOf, listPath, children }: EditTargetProps<T>) {
  const { t } = useApp();
  const { item, missing } = useEditTarget(query.data, idOf);
  if (item !== undefined) return <Box key={idOf(item)}>{children(item)}</Box>;
  if (missing || query.isError) {
    return (
      <Alert
        severity={missing ? 'warning' : 'error'}
        action={
          <Button component={AppLink} to={listPath} color="inherit" size="small">
            {t('Back to the list')}
          </Button>
        }
      >
        {missing ? t('This item no longer exists. It may have been deleted.') : t('Could not load this item.')}
      </Alert>
    );
  }
  return (
    <Box role="status" aria-label={t('Loading')} sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress />
    </Box>
  );
}
