import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  useDeleteInboxItem,
  useInbox,
  useMarkRead,
  type InboxEntity,
  type InboxFilters,
  type InboxItem,
} from '../../api/inbox';
import { useApp } from '../../context/app-provider';
import { useAuth } from '../../context/auth-provider';
import { AdminScreenHeader } from '../../ui/admin/admin-screen-header';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { QueryList } from '../../ui/query-list';
import { useFirstScreenFirst } from '../../ui/admin/use-first-screen-first';
import { InboxCard, type InboxCardProps } from './inbox-card';
import { InboxFilterBar, useInboxFilters } from './inbox-filters';
import { SPAM_VIEW, VIEW_PARAM, isSpamView } from '../../api/inbox-address';

type Item<E extends InboxEntity> = InboxItem<E>;

/** The cards a tall screen shows before any scroll: rendered first (decision 0051). */
const FIRST_SCREEN_CARDS = 6;

export interface InboxScreenProps<E extends InboxEntity> {
  entity: E;
  /** Translated texts: the heading ('Requests'), the empty list ('No requests found'), the dialog's. */
  title: string;
  emptyText: string;
  deleteTitle: string;
  deleteMessage: string;
  idOf: (item: Item<E>) => number;
  /** What the card shows of an item. */
  cardOf: (item: Item<E>) => Pick<InboxCardProps, 'heading' | 'fields' | 'documents' | 'desk'>;
  /** The heading's action (the requests' CSV export), given the list's filters. */
  action?: (filters: InboxFilters) => ReactNode;
}

/**
 * An inbox screen (SPEC §2 "Requests"; the contact messages alike): the cards newest
 * first, 50 at a time with "Load more", searched and filtered on the server (decision
 * 0028); the honeypot's catches behind a Spam tab, never mixed in. New items appear
 * without a reload: the socket's `<entity>_changed` refetches.
 */
export function InboxScreen<E extends InboxEntity>({
  entity,
  title,
  emptyText,
  deleteTitle,
  deleteMessage,
  idOf,
  cardOf,
  action,
}: InboxScreenProps<E>) {
  const { t } = useApp();
  const { user } = useAuth();
  const userId = user?.user_id ?? 0;
  const [search, setSearch] = useSearchParams();
  const spam = isSpamView(search);
  const filters = useInboxFilters();
  const filtered = Object.values(filters).some(Boolean);
  const inbox = useInbox(entity, spam, filters);
  const markRead = useMarkRead(entity, idOf);
  const remove = useDeleteInboxItem(entity);
  const [doomed, setDoomed] = useState<Item<E>>();
  const loaded = inbox.data?.pages.flatMap((page) => page.items);
  const shown = useFirstScreenFirst(loaded?.length ?? 0, FIRST_SCREEN_CARDS);
  const items = loaded?.slice(0, shown);
  const total = inbox.data?.pages[0]?.total;

  const confirmDelete = async () => {
    if (!doomed) return;
    try {
      await remove.mutateAsync(idOf(doomed));
      setDoomed(undefined);
    } catch {
      // The interceptor's snackbar says why; the dialog stays for another try.
    }
  };

  return (
    <>
      <AdminScreenHeader title={title} action={action?.(filters)} />
      <Tabs
        value={spam ? SPAM_VIEW : 'inbox'}
        onChange={(_, view: string) =>
          setSearch(view === SPAM_VIEW ? { [VIEW_PARAM]: SPAM_VIEW } : {}, { replace: true })
        }
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="inbox" label={t('Inbox')} />
        <Tab value={SPAM_VIEW} label={t('Spam')} />
      </Tabs>
      <InboxFilterBar requests={entity === 'requests'} />
      {!spam && total !== undefined && total > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('{count} in all', { count: total })}
        </Typography>
      )}
      <QueryList
        query={{ data: items, isPending: inbox.isPending, isError: inbox.isError, refetch: inbox.refetch }}
        emptyText={filtered ? t('Nothing matches these filters') : spam ? t('No spam') : emptyText}
        skeleton={<Box sx={{ height: 240 }} />}
      >
        {(list) => (
          <Stack spacing={2}>
            {list.map((item) => (
              <InboxCard
                key={idOf(item)}
                {...cardOf(item)}
                createdAt={item.creation_timestamp}
                unread={!item.is_read.includes(userId)}
                spam={item.is_spam}
                onRead={() => markRead.mutate({ id: idOf(item), userId })}
                onDelete={() => setDoomed(item)}
              />
            ))}
          </Stack>
        )}
      </QueryList>
      {inbox.hasNextPage && shown === loaded?.length && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            onClick={() => void inbox.fetchNextPage()}
            disabled={inbox.isFetchingNextPage}
          >
            {t('Load more')}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={doomed !== undefined}
        title={deleteTitle}
        message={deleteMessage}
        busy={remove.isPending}
        onCancel={() => setDoomed(undefined)}
        onConfirm={() => void confirmDelete()}
      >
        {doomed && (
          <Typography sx={{ fontWeight: 700 }} data-testid="delete-dialog-item">
            {cardOf(doomed).heading}
          </Typography>
        )}
      </ConfirmDialog>
    </>
  );
}
