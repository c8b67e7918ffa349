import ComputerOutlinedIcon from '@mui/icons-material/ComputerOutlined';
import PhoneAndroidOutlinedIcon from '@mui/icons-material/PhoneAndroidOutlined';
import { Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { formatDateTime, type StaffSession } from '../../../../contract';
import { useEndSession, useSessions, type SessionOwner } from '../../../api/sessions';
import { useApp } from '../../../context/app-provider';
import { QueryList } from '../../../ui/query-list';

const LIST_SX = { listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } };

const PHONE_SYSTEMS = new Set(['Android', 'iOS']);

/** "Chrome on Android", or what is known of it. */
function useDeviceName() {
  const { t } = useApp();
  return ({ browser, os }: StaffSession) =>
    browser && os ? t('{browser} on {os}', { browser, os }) : browser || os || t('Unknown device');
}

function SessionRow({
  session,
  onEnd,
  ending,
}: {
  session: StaffSession;
  onEnd: (() => void) | undefined;
  ending: boolean;
}) {
  const { t, lang } = useApp();
  const name = useDeviceName()(session);
  const Icon = PHONE_SYSTEMS.has(session.os) ? PhoneAndroidOutlinedIcon : ComputerOutlinedIcon;
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', py: 1.5 }}
      aria-label={name}
    >
      <Icon aria-hidden sx={{ color: 'text.secondary' }} />
      <Box sx={{ flex: 1, minWidth: 180 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          {session.current && <Chip size="small" color="primary" label={t('This device')} />}
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('IP address')}: <bdi>{session.ip}</bdi>
        </Typography>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {t('Last active {date}', { date: formatDateTime(session.last_seen_at, lang) })}
          {' · '}
          {t('Signed in {date}', { date: formatDateTime(session.created_at, lang) })}
        </Typography>
      </Box>
      {onEnd && (
        <Button
          color="error"
          variant="outlined"
          size="small"
          onClick={onEnd}
          disabled={ending}
          aria-label={t('End the session on {device}', { device: name })}
        >
          {t('End session')}
        </Button>
      )}
    </Box>
  );
}

/**
 * A staff member's open sessions (decision 0057): the browser and system each was opened
 * from, its address and when it was last used; each can be ended but the one in use here
 * (signing out ends that). One's own list also ends all the others at once.
 */
export function SessionList({ owner, enabled = true }: { owner: SessionOwner; enabled?: boolean }) {
  const { t } = useApp();
  const query = useSessions(owner, enabled);
  const end = useEndSession(owner);
  const others = query.data?.filter((session) => !session.current).length ?? 0;
  const run = (sessionId: string | null) => end.mutate(sessionId);
  return (
    <Stack spacing={1}>
      <QueryList
        query={query}
        skeleton={<Skeleton variant="rounded" height={72} />}
        emptyText={t('No open sessions')}
      >
        {(sessions) => (
          <Box component="ul" sx={LIST_SX}>
            {sessions.map((session) => (
              <SessionRow
                key={session.session_id}
                session={session}
                ending={end.isPending && end.variables === session.session_id}
                onEnd={session.current ? undefined : () => run(session.session_id)}
              />
            ))}
          </Box>
        )}
      </QueryList>
      {owner === 'own' && others > 0 && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button color="error" onClick={() => run(null)} disabled={end.isPending && end.variables === null}>
            {t('Sign out of all other sessions')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
