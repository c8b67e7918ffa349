import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { formatLongDate, type User } from '../../../../contract';
import { useResetFactors } from '../../../api/factors';
import { useRemoveAdmin, useStaff } from '../../../api/staff';
import { useApp } from '../../../context/app-provider';
import { useAuth } from '../../../context/auth-provider';
import { AdminScreenHeader } from '../../../ui/admin/admin-screen-header';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { QueryList } from '../../../ui/query-list';
import { InviteDialog } from './invite-dialog';
import { SignInPolicyCard } from './sign-in-policy-card';
import { StaffSessionsDialog } from './staff-sessions-dialog';

interface AdminCardProps {
  admin: User;
  /** Why they cannot be removed, if they cannot. */
  why: string | undefined;
  onRemove: () => void;
  onSessions: () => void;
  /** Resets their lost second factors; absent on one's own card. */
  onResetFactors: (() => void) | undefined;
}

function AdminCard({ admin, why, onRemove, onSessions, onResetFactors }: AdminCardProps) {
  const { t, lang } = useApp();
  const { user } = useAuth();
  return (
    <Card variant="outlined" component="article" aria-label={admin.email}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
          {(admin.name || admin.email).charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography component="h2" sx={{ fontWeight: 700 }}>
              {admin.name}
            </Typography>
            {admin.user_id === user?.user_id && <Chip size="small" color="primary" label={t('You')} />}
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <bdi>{admin.email}</bdi>
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('Added on {date}', { date: formatLongDate(admin.creation_timestamp, lang) })}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          onClick={onSessions}
          aria-label={t('Sessions of {name}', { name: admin.email })}
        >
          {t('Sessions')}
        </Button>
        {onResetFactors && (
          <Button
            variant="outlined"
            onClick={onResetFactors}
            aria-label={t('Reset two-step sign-in of {name}', { name: admin.email })}
          >
            {t('Reset two-step sign-in')}
          </Button>
        )}
        {/* A disabled button gets no hover: the span carries the tooltip that says why. */}
        <Tooltip title={why ?? ''}>
          <span>
            <Button
              color="error"
              variant="outlined"
              onClick={onRemove}
              disabled={why !== undefined}
              aria-label={t('Remove {name}', { name: admin.email })}
            >
              {t('Remove')}
            </Button>
          </span>
        </Tooltip>
      </CardContent>
    </Card>
  );
}

/**
 * Staff accounts (decision 0013): the admins, adding one, removing one (never yourself,
 * never the last: the server refuses both, and the buttons say so first), and each one's
 * open sessions (decision 0057; one's own password is under My account). `staff_changed` keeps the list live across admins.
 */
export function StaffScreen() {
  const { t } = useApp();
  const { user } = useAuth();
  const query = useStaff();
  const remove = useRemoveAdmin();
  const [adding, setAdding] = useState(false);
  const [doomed, setDoomed] = useState<User>();
  const [watched, setWatched] = useState<User>();
  const [unlocking, setUnlocking] = useState<User>();
  const resetFactors = useResetFactors();
  const count = query.data?.length ?? 0;
  const whyNot = (admin: User) =>
    admin.user_id === user?.user_id
      ? t('You cannot remove your own account')
      : count <= 1
        ? t('The last admin cannot be removed')
        : undefined;

  const confirmRemove = async () => {
    if (!doomed) return;
    try {
      await remove.mutateAsync(doomed.user_id);
      setDoomed(undefined);
    } catch {
      // The snackbar says why; the dialog stays for another try.
    }
  };

  return (
    <>
      <AdminScreenHeader
        title={t('Staff accounts')}
        action={
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1OutlinedIcon />}
            onClick={() => setAdding(true)}
          >
            {t('Invite a colleague')}
          </Button>
        }
      />
      <Stack spacing={2} sx={{ maxWidth: 960 }}>
        <SignInPolicyCard />
        <Stack spacing={2} component="section" aria-label={t('Admins')}>
          <QueryList
            query={query}
            skeleton={<Skeleton variant="rounded" height={96} />}
            emptyText={t('No admins found')}
          >
            {(admins) =>
              admins.map((admin) => (
                <AdminCard
                  key={admin.user_id}
                  admin={admin}
                  why={whyNot(admin)}
                  onRemove={() => setDoomed(admin)}
                  onSessions={() => setWatched(admin)}
                  onResetFactors={admin.user_id === user?.user_id ? undefined : () => setUnlocking(admin)}
                />
              ))
            }
          </QueryList>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={unlocking !== undefined}
        title={t('Reset two-step sign-in')}
        message={t(
          'Their authenticator apps, passkeys and recovery codes are removed: they sign in with their password and set up a new one.',
        )}
        busy={resetFactors.isPending}
        onCancel={() => setUnlocking(undefined)}
        onConfirm={() =>
          unlocking &&
          void resetFactors.mutateAsync(unlocking.user_id).then(
            () => setUnlocking(undefined),
            () => undefined,
          )
        }
      >
        {unlocking && (
          <Typography sx={{ fontWeight: 600 }}>
            <bdi>{unlocking.email}</bdi>
          </Typography>
        )}
      </ConfirmDialog>
      <StaffSessionsDialog member={watched} onClose={() => setWatched(undefined)} />
      <InviteDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={doomed !== undefined}
        title={t('Remove admin')}
        message={t('Are you sure you want to remove this admin? They are signed out at once.')}
        busy={remove.isPending}
        onCancel={() => setDoomed(undefined)}
        onConfirm={confirmRemove}
      >
        {doomed && (
          <Typography sx={{ fontWeight: 600 }}>
            <bdi>{doomed.email}</bdi>
          </Typography>
        )}
      </ConfirmDialog>
    </>
  );
}
