import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import RestoreFromTrashOutlinedIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  REALTIME_EVENTS,
  TRASH_ENTITIES,
  formatLongDate,
  pick,
  trashLabel,
  type TrashEntity,
  type TrashItem,
} from '../../../../contract';
import { useEmptyTrash, useRestore, useTrash } from '../../../api/trash';
import { useApp } from '../../../context/app-provider';
import { useRealtime } from '../../../context/socket';
import { AdminScreenHeader } from '../../../ui/admin/admin-screen-header';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { MediaImage } from '../../../ui/media-image';
import { QueryList } from '../../../ui/query-list';

function TrashCard({
  item,
  restoring,
  onRestore,
}: {
  item: TrashItem;
  restoring: boolean;
  onRestore: () => void;
}) {
  const { t, lang } = useApp();
  const title = (typeof item.title === 'string' ? item.title : pick(item.title, lang)) || t('(no name)');
  const when = item.deleted_at ? formatLongDate(item.deleted_at, lang) : undefined;
  // Isolated (FSI … PDI): an email inside an Arabic sentence keeps its own order.
  const who = item.deleted_by
    ? item.deleted_by.email
      ? `\u2068${item.deleted_by.email}\u2069`
      : t('a removed account')
    : undefined;
  const trail =
    when && who
      ? t('Deleted on {date} by {who}', { date: when, who })
      : when
        ? t('Deleted on {date}', { date: when })
        : t('Deleted before the trash kept a record');
  return (
    <Card variant="outlined" component="article" aria-label={title}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {item.image_url && (
          <Box sx={{ width: 72, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
            <MediaImage src={item.image_url} alt="" width={72} height={48} />
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Chip size="small" label={t(trashLabel(item.entity))} />
            <Typography component="h2" sx={{ fontWeight: 700 }}>
              <bdi>{title}</bdi>
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {trail}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          onClick={onRestore}
          disabled={restoring}
          aria-busy={restoring || undefined}
          startIcon={
            restoring ? (
              <CircularProgress size={16} color="inherit" aria-hidden />
            ) : (
              <RestoreFromTrashOutlinedIcon />
            )
          }
          aria-label={t('Restore {name}', { name: title })}
        >
          {t('Restore')}
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * The trash (decision 0013): every deleted item, latest first, with who deleted it and when,
 * a filter by kind, Restore, which puts it back on the public site at once, and Empty the
 * trash, after a confirm, which deletes everything in it for good. Any delete or restore
 * anywhere refetches it (each entity's `<entity>_changed`).
 */
export function TrashScreen() {
  const { t } = useApp();
  const query = useTrash();
  const restore = useRestore();
  const empty = useEmptyTrash();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<TrashEntity | 'all'>('all');
  const [confirming, setConfirming] = useState(false);

  useRealtime(
    TRASH_ENTITIES.map((entity) => REALTIME_EVENTS[entity]),
    () => void queryClient.invalidateQueries({ queryKey: ['trash'] }),
  );

  const items = query.data ?? [];
  const count = (entity: TrashEntity) => items.filter((item) => item.entity === entity).length;
  const shown =
    query.data && (kind === 'all' ? query.data : query.data.filter((item) => item.entity === kind));
  const isRestoring = (item: TrashItem) =>
    restore.isPending && restore.variables?.entity === item.entity && restore.variables.id === item.id;

  return (
    <>
      <AdminScreenHeader
        actionNeeds="trash.empty"
        title={t('Trash')}
        action={
          items.length > 0 && (
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteForeverOutlinedIcon />}
              onClick={() => setConfirming(true)}
            >
              {t('Empty the trash')}
            </Button>
          )
        }
      />
      <ConfirmDialog
        open={confirming}
        title={t('Empty the trash')}
        message={t(
          'Delete the {count, plural, one {# item} other {# items}} in the trash for good? They cannot be restored afterwards.',
          {
            count: items.length,
          },
        )}
        busy={empty.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => empty.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={kind}
        onChange={(_, value: TrashEntity | 'all' | null) => value && setKind(value)}
        aria-label={t('Show')}
        sx={{
          mb: 2,
          flexWrap: 'wrap',
          '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' },
        }}
      >
        <ToggleButton value="all">
          {t('All')} ({items.length})
        </ToggleButton>
        {TRASH_ENTITIES.filter((entity) => count(entity) > 0).map((entity) => (
          <ToggleButton key={entity} value={entity}>
            {t(trashLabel(entity))} ({count(entity)})
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack spacing={1.5}>
        <QueryList
          query={{ ...query, data: shown }}
          skeleton={<Skeleton variant="rounded" height={88} />}
          emptyText={t('The trash is empty')}
        >
          {(list) =>
            list.map((item) => (
              <TrashCard
                key={`${item.entity}-${item.id}`}
                item={item}
                restoring={isRestoring(item)}
                onRestore={() => restore.mutate({ entity: item.entity, id: item.id })}
              />
            ))
          }
        </QueryList>
      </Stack>
    </>
  );
}
