import type { ReactNode } from 'react';
import { useApp } from '../context/app-provider';
import { base } from './css/base';
import { sheet, useSheet } from '../render/sheet';
import { ErrorAlert } from './error-alert';

/** The empty message. */
const queryList = sheet('query-list', `.list-empty{padding-block:48px;text-align:center}`, [base]);

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
    if (query.data.length === 0) return <EmptyList text={emptyText} />;
    return <>{children(query.data)}</>;
  }
  if (query.isError) return <ListError retry={() => void query.refetch()} />;
  return (
    <div role="status" aria-busy="true" aria-label={t('Loading')}>
      {skeleton}
    </div>
  );
}

/** The states that need the sheet name it themselves: a page with its list's data does not carry it. */
function EmptyList({ text }: { text: string }) {
  useSheet(queryList);
  return (
    <p role="status" className="t t-body1 t-muted list-empty">
      {text}
    </p>
  );
}

function ListError({ retry }: { retry: () => void }) {
  const { t } = useApp();
  return <ErrorAlert text={t('Could not load this list.')} onRetry={retry} />;
}
