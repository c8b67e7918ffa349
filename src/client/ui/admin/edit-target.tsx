import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { adminItemQueryOptions } from '../../api/admin-lists';
import { Link as AppLink } from '../../context/navigation';
import { useApp } from '../../context/app-provider';
import type { ContentName } from '../../../contract';
import { EditHistoryContext } from './edit-history';
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
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // After a version is restored (decision 0059): the item read again, and the form mounted
  // afresh with it (its fields start from the item they were given).
  const restored = (state as { restored?: number } | null)?.restored ?? 0;
  const history = useMemo(
    () =>
      item === undefined
        ? null
        : {
            entity,
            id: idOf(item),
            onRestored: async () => {
              const fresh = await queryClient.fetchQuery(adminItemQueryOptions<T>(entity, idOf(item)));
              await navigate(pathname, { replace: true, state: { item: fresh, restored: restored + 1 } });
            },
          },
    [entity, idOf, item, navigate, pathname, queryClient, restored],
  );
  if (item !== undefined)
    return (
      <EditHistoryContext value={history}>
        <Box key={`${idOf(item)}-${restored}`}>{children(item)}</Box>
      </EditHistoryContext>
    );
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
