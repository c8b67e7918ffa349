import {
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { GRANTABLE, STAFF_ROLES, type Grantable, type StaffRole } from '../../../../contract';
import { useSetStaffPolicy, useStaffPolicy } from '../../../api/factors';
import { useApp } from '../../../context/app-provider';
import { ROLE_LABELS } from './role-labels';

/** What each grantable permission lets someone do, as an English UI string for t(). */
const GRANT_LABELS: Record<Grantable, string> = {
  'desk.export': 'Export every request (CSV, Excel)',
  'students.erase': "Erase a student's data",
};

/** The roles an admin may hand these to: every one but admin, which has them. */
const OTHER_ROLES = STAFF_ROLES.filter((role): role is Exclude<StaffRole, 'admin'> => role !== 'admin');

/**
 * Exporting every request and erasing a student stay with the admins unless an admin
 * grants them to another role here (decision 0058); each box saves at once.
 */
export function GrantsCard() {
  const { t } = useApp();
  const policy = useStaffPolicy();
  const set = useSetStaffPolicy();
  const grants = (set.isPending && set.variables.grants) || policy.data?.grants || {};
  const toggle = (permission: Grantable, role: StaffRole, on: boolean) => {
    const roles = (grants[permission] ?? []).filter((granted) => granted !== role);
    set.mutate({ grants: { ...grants, [permission]: on ? [...roles, role] : roles } });
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="grants-heading">
      <CardContent>
        <Typography id="grants-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('What only admins may do')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('Admins always may. Tick a role to let it do the same.')}
        </Typography>
        {policy.data ? (
          <Stack spacing={1}>
            {GRANTABLE.map((permission) => (
              <FormGroup key={permission} role="group" aria-label={t(GRANT_LABELS[permission])}>
                <Typography variant="subtitle2" component="p">
                  {t(GRANT_LABELS[permission])}
                </Typography>
                <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {OTHER_ROLES.map((role) => (
                    <FormControlLabel
                      key={role}
                      control={
                        <Checkbox
                          checked={grants[permission]?.includes(role) ?? false}
                          onChange={(event) => toggle(permission, role, event.target.checked)}
                          disabled={set.isPending}
                        />
                      }
                      label={t(ROLE_LABELS[role].label)}
                    />
                  ))}
                </Stack>
              </FormGroup>
            ))}
          </Stack>
        ) : (
          <Skeleton variant="rounded" height={96} />
        )}
      </CardContent>
    </Card>
  );
}
