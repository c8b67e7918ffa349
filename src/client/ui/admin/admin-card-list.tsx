import { Box, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { ContentName, ContentOf, LangMap } from '../../../contract';
import { useApp } from '../../context/app-provider';
import { CardSkeletons } from '../card-skeletons';
import { ConfirmDialog } from '../confirm-dialog';
import { gridTemplateColumnsOf, type GridColumns } from '../paginated-grid';
import { Pager } from '../pager';
import { QueryList } from '../query-list';
import { AdminListFilterBar, useAdminList, type ListFilter } from './admin-list-filters';
import { EditDeleteActions } from './edit-delete-actions';
import { MissingLanguages } from './missing-languages';
import { useFirstScreenFirst } from './use-first-screen-first';

/** Two rows of the widest grid (3 columns), rendered first (decision 0051). */
const FIRST_SCREEN_CARDS = 6;

export interface AdminCardListProps<K extends ContentName, T = ContentOf<K>> {
  /** Whose list: read a page at a time from `GET /api<api>/admin` (decision 0028). */
  entity: K;
  /** The list's own filter (the services' category) and its control, beside the common ones. */
  filter?: ListFilter & { control: ReactNode };
  columns: GridColumns;
  /** Translated: 'no categories', 'No blogs found' … */
  emptyText: string;
  idOf: (item: T) => number;
  /** The item's name in the current language: the buttons' names and the dialog's item. */
  nameOf: (item: T) => string;
  /** Its language maps, to say which languages it still lacks. */
  textsOf: (item: T) => readonly (LangMap | null | undefined)[];
  /** The update screen of an item (`/system/x/update/:id`). */
  editPathOf: (item: T) => string;
  /** The entity's own card (the public one), with the admin's actions in its slot. */
  renderCard: (item: T, actions: ReactNode) => ReactNode;
  /** The delete dialog's texts, translated (SPEC §2: 'Category Delete' …). */
  deleteTitle: string;
  deleteMessage: string;
  /** Deletes; resolves once the server has (the list then refetches). */
  onDelete: (id: number) => Promise<unknown>;
  isDeleting: boolean;
}

/**
 * A back-office list (SPEC §2, §4): search, filters and order kept in the address, then
 * loading skeletons, the empty text, or a page of the entity's cards with edit and delete
 * and the languages each still lacks, and a pager (decision 0028); the first screen's cards
 * first, the rest of the page and the pager right after they paint (decision 0051). Delete
 * asks Cancel / Yes showing the item, deletes, and closes once the server agreed; on a
 * failure the dialog stays open (the interceptor's snackbar says why) so the admin can try
 * again or cancel.
 */
export function AdminCardList<K extends ContentName, T = ContentOf<K>>(props: AdminCardListProps<K, T>) {
  const {
    entity,
    filter,
    columns,
    emptyText,
    idOf,
    nameOf,
    textsOf,
    editPathOf,
    renderCard,
    deleteTitle,
    deleteMessage,
    onDelete,
    isDeleting,
  } = props;
  const { t } = useApp();
  const [doomed, setDoomed] = useState<T>();
  const { query: read, page, pageCount, filtered } = useAdminList<T>(entity, filter);
  const shown = useFirstScreenFirst(read.data?.length ?? 0, FIRST_SCREEN_CARDS);
  const query = { ...read, data: read.data?.slice(0, shown) };
  const { pathname, search } = useLocation();
  const pageHref = (to: number | null) => {
    const params = new URLSearchParams(search);
    if (to && to > 1) params.set('page', String(to));
    else params.delete('page');
    const rest = params.toString();
    return rest ? `${pathname}?${rest}` : pathname;
  };

  const confirmDelete = async () => {
    if (doomed === undefined) return;
    try {
      await onDelete(idOf(doomed));
      setDoomed(undefined);
    } catch {
      // Told by the interceptor's snackbar; the dialog stays for another try.
    }
  };

  return (
    <>
      <AdminListFilterBar extraParams={filter ? [filter.param] : []}>{filter?.control}</AdminListFilterBar>
      <QueryList
        query={query}
        emptyText={filtered ? t('Nothing matches these filters') : emptyText}
        skeleton={<CardSkeletons count={3} columns={columns} />}
      >
        {(items) => (
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 2, md: 3 },
              gridTemplateColumns: gridTemplateColumnsOf(columns),
            }}
          >
            {items.map((item) => (
              <Box key={idOf(item)} sx={{ display: 'flex', flexDirection: 'column', '& > *': { flex: 1 } }}>
                {renderCard(
                  item,
                  <Stack spacing={1} sx={{ width: '100%' }}>
                    <MissingLanguages texts={textsOf(item)} />
                    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                      <EditDeleteActions
                        editTo={editPathOf(item)}
                        editState={{ item }}
                        name={nameOf(item)}
                        onDelete={() => setDoomed(item)}
                      />
                    </Stack>
                  </Stack>,
                )}
              </Box>
            ))}
          </Box>
        )}
      </QueryList>
      {pageCount > 1 && shown === read.data?.length && (
        <Pager page={page} count={pageCount} label={t('List pages')} hrefFor={pageHref} />
      )}
      <ConfirmDialog
        open={doomed !== undefined}
        title={deleteTitle}
        message={deleteMessage}
        busy={isDeleting}
        onCancel={() => setDoomed(undefined)}
        onConfirm={() => void confirmDelete()}
      >
        {doomed !== undefined && (
          <Typography sx={{ fontWeight: 700 }} data-testid="delete-dialog-item">
            {nameOf(doomed) || t('(no name)')}
          </Typography>
        )}
      </ConfirmDialog>
    </>
  );
}
