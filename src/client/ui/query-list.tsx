import { Alert, Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useApp } from '../context/app-provider';

/** The part of a list query's result the states need (TanStack's `useQuery` result fits). */
export interface ListQuery<T> {
  data: readonly T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryListProps<T> {
  query: ListQuery<T>;
  /** What loading looks like: skeletons shaped like the content. */
  skeleton: ReactNode;
  /** The empty message, already translated (SPEC's 'no services', 'No blogs found' …). */
  emptyText: string;
  children: (items: readonly T[]) => ReactNode;
}

/**
 * SPEC §4 "Lists": a loading placeholder until fetched, then the content or an empty
 * message; a failed first fetch says so and offers to try again. Data already in the
 * cache (a server-rendered page, a loader) shows at once, even while refetching.
 */
export function QueryList<T>({ query, skeleton, emptyText, children }: QueryListProps<T>) {
  const { t } = useApp();
  if (query.data) {
    if (query.data.length === 0) {
      return (
        <Typography role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          {emptyText}
        </Typography>
      );
    }
    return <>{children(query.data)}</>;
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('Try again')}
          </Button>
        }
      >
        {t('Could not load this list.')}
      </Alert>
    );
  }
  return (
    <Box role="status" aria-busy="true" aria-label={t('Loading')}>
      {skeleton}
    </Box>
  );
}
