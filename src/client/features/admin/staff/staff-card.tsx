import { Avatar, Box, Button, Card, CardContent, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { formatLongDate, isStaffRole, type StaffRole, type User } from '../../../../contract';
import { useApp } from '../../../context/app-provider';
import { useAuth } from '../../../context/auth-provider';
import { ROLE_LABELS } from './role-labels';
import { RoleSelect } from './role-select';

export interface StaffCardProps {
  member: User;
  /** Why they cannot be removed, if they cannot. */
  why: string | undefined;
  onRemove: () => void;
  onSessions: () => void;
  /** Resets their lost second factors; absent on one's own card. */
  onResetFactors: (() => void) | undefined;
  /** Gives them another role; absent on one's own card (decision 0058). */
  onRole: ((role: StaffRole) => void) | undefined;
  /** A role change of theirs is being saved. */
  savingRole: boolean;
}

/** One staff member on the Staff accounts screen: who, their role, and what can be done about them. */
export function StaffCard({
  member,
  why,
  onRemove,
  onSessions,
  onResetFactors,
  onRole,
  savingRole,
}: StaffCardProps) {
  const { t, lang } = useApp();
  const { user } = useAuth();
  const role = isStaffRole(member.role) ? member.role : undefined;
  return (
    <Card variant="outlined" component="article" aria-label={member.email}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
          {(member.name || member.email).charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h2" sx={{ fontWeight: 700 }}>
              {member.name}
            </Typography>
            {member.user_id === user?.user_id && <Chip size="small" color="primary" label={t('You')} />}
            {role && !onRole && <Chip size="small" variant="outlined" label={t(ROLE_LABELS[role].label)} />}
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <bdi>{member.email}</bdi>
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('Added on {date}', { date: formatLongDate(member.creation_timestamp, lang) })}
          </Typography>
        </Box>
        {role && onRole && (
          <RoleSelect
            value={role}
            onChange={onRole}
            disabled={savingRole}
            size="small"
            ariaLabel={t('Role of {name}', { name: member.email })}
          />
        )}
        <Button
          variant="outlined"
          onClick={onSessions}
          aria-label={t('Sessions of {name}', { name: member.email })}
        >
          {t('Sessions')}
        </Button>
        {onResetFactors && (
          <Button
            variant="outlined"
            onClick={onResetFactors}
            aria-label={t('Reset two-step sign-in of {name}', { name: member.email })}
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
              aria-label={t('Remove {name}', { name: member.email })}
            >
              {t('Remove')}
            </Button>
          </span>
        </Tooltip>
      </CardContent>
    </Card>
  );
}
