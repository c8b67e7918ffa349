import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { Button, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { User } from '../../../../contract';
import { useResetFactors } from '../../../api/factors';
import { useRemoveAdmin, useSetRole, useStaff } from '../../../api/staff';
import { useApp } from '../../../context/app-provider';
import { useAuth } from '../../../context/auth-provider';
import { AdminScreenHeader } from '../../../ui/admin/admin-screen-header';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { QueryList } from '../../../ui/query-list';
import { GrantsCard } from './grants-card';
import { InviteDialog } from './invite-dialog';
import { SignInPolicyCard } from './sign-in-policy-card';
import { StaffCard } from './staff-card';
import { StaffSessionsDialog } from './staff-sessions-dialog';

/**
 * Staff accounts (decision 0013): the staff, inviting one, removing one (never yourself,
 * never the last admin: the server refuses both, and the buttons say so first), each one's
 * role (decision 0058) and open sessions (decision 0057; one's own password is under My
 * account). `staff_changed` keeps the list live across admins.
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
  const setRole = useSetRole();
  const admins = query.data?.filter((member) => member.role === 'admin').length ?? 0;
  const whyNot = (member: User) =>
    member.user_id === user?.user_id
      ? t('You cannot remove your own account')
      : member.role === 'admin' && admins <= 1
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
        <GrantsCard />
        <Stack spacing={2} component="section" aria-label={t('Staff')}>
          <QueryList
            query={query}
            skeleton={<Skeleton variant="rounded" height={96} />}
            emptyText={t('No admins found')}
          >
            {(members) =>
              members.map((member) => {
                const own = member.user_id === user?.user_id;
                return (
                  <StaffCard
                    key={member.user_id}
                    member={member}
                    why={whyNot(member)}
                    onRemove={() => setDoomed(member)}
                    onSessions={() => setWatched(member)}
                    onResetFactors={own ? undefined : () => setUnlocking(member)}
                    onRole={own ? undefined : (role) => setRole.mutate({ id: member.user_id, role })}
                    savingRole={setRole.isPending && setRole.variables.id === member.user_id}
                  />
                );
              })
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
        title={t('Remove staff member')}
        message={t('Are you sure you want to remove this staff member? They are signed out at once.')}
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
