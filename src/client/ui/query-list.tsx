import type { ReactNode } from 'react';
import { useApp } from '../context/app-provider';
import { Button, buttons } from './button';
import { base } from './css/base';
import { sheet, useSheet } from './css/sheet';
import { Icon } from './icon';
import { ErrorOutlineOutlined as AlertErrorOutline } from './icon-paths';

/** The empty message, and MUI's standard error Alert with its small text button, as the theme drew them. */
const queryList = sheet(
  'query-list',
  `.list-empty{padding-block:48px;text-align:center}
  .list-error{display:flex;padding:6px 16px;border-radius:var(--radius);background-color:rgb(253, 237, 237);color:rgb(95, 33, 32)}
  .list-error-icon{display:flex;margin-inline-end:12px;padding:7px 0;font-size:22px;opacity:0.9;color:#d32f2f}
  .list-error-icon>.icon{font-size:inherit}
  .list-error-text{padding:8px 0;min-width:0;overflow:auto}
  .list-error-action{display:flex;align-items:flex-start;padding-block-start:4px;padding-inline-start:16px;margin-inline:auto -8px}
  .btn.list-retry{padding:4px 5px;font-size:0.8125rem;color:inherit}
  .btn.list-retry:hover{background-color:rgba(0, 0, 0, 0.04)}`,
  [base, buttons],
);

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
  useSheet(queryList);
  const { t } = useApp();
  return (
    <div role="alert" className="t t-body2 list-error">
      <div className="list-error-icon">
        <Icon shapes={AlertErrorOutline} />
      </div>
      <div className="list-error-text">{t('Could not load this list.')}</div>
      <div className="list-error-action">
        <Button className="list-retry" onClick={retry}>
          {t('Try again')}
        </Button>
      </div>
    </div>
  );
}
