import { Box, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import type { LangMap } from '../../../contract';
import { useApp } from '../../context/app-provider';
import { CardSkeletons } from '../card-skeletons';
import { ConfirmDialog } from '../confirm-dialog';
import { gridTemplateColumnsOf, type GridColumns } from '../paginated-grid';
import { QueryList, type ListQuery } from '../query-list';
import { EditDeleteActions } from './edit-delete-actions';
import { MissingLanguages } from './missing-languages';

export interface AdminCardListProps<T> {
  query: ListQuery<T>;
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
 * A back-office list (SPEC §2, §4): loading skeletons, the empty text, or the entity's
 * cards with edit and delete and the languages each still lacks. Delete asks Cancel / Yes
 * showing the item, deletes, and closes once the server agreed; on a failure the dialog
 * stays open (the interceptor's snackbar says why) so the admin can try again or cancel.
 */
export function AdminCardList<T>(props: AdminCardListProps<T>) {
  const { query, columns, emptyText, idOf, nameOf, textsOf, editPathOf, renderCard, deleteTitle, deleteMessage, onDelete, isDeleting } = props;
  const { t } = useApp();
  const [doomed, setDoomed] = useState<T>();

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
      <QueryList query={query} emptyText={emptyText} skeleton={<CardSkeletons count={3} columns={columns} />}>
        {(items) => (
          <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: gridTemplateColumnsOf(columns) }}>
            {items.map((item) => (
              <Box key={idOf(item)} sx={{ display: 'flex', flexDirection: 'column', '& > *': { flex: 1 } }}>
                {renderCard(
                  item,
                  <Stack spacing={1} sx={{ width: '100%' }}>
                    <MissingLanguages texts={textsOf(item)} />
                    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                      <EditDeleteActions editTo={editPathOf(item)} editState={{ item }} name={nameOf(item)} onDelete={() => setDoomed(item)} />
                    </Stack>
                  </Stack>,
                )}
              </Box>
            ))}
          </Box>
        )}
      </QueryList>
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
