import { Card, CardContent, FormControlLabel, Skeleton, Switch, Typography } from '@mui/material';
import { useSetStaffPolicy, useStaffPolicy } from '../../../api/factors';
import { useApp } from '../../../context/app-provider';

/**
 * The office's sign-in rule (decision 0057): with it on, a staff member without a second
 * factor is sent to set one up at their next sign-in and reaches nothing else until then.
 */
export function SignInPolicyCard() {
  const { t } = useApp();
  const policy = useStaffPolicy();
  const set = useSetStaffPolicy();
  const pendingRule = set.isPending ? set.variables.require_second_factor : undefined;
  const on = pendingRule ?? policy.data?.require_second_factor ?? false;
  return (
    <Card variant="outlined" component="section" aria-labelledby="sign-in-policy-heading">
      <CardContent>
        <Typography id="sign-in-policy-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('Sign-in rule')}
        </Typography>
        {policy.data ? (
          <FormControlLabel
            control={
              <Switch
                checked={on}
                onChange={(event) => set.mutate({ require_second_factor: event.target.checked })}
                disabled={set.isPending}
              />
            }
            label={t('Require two-step sign-in for every staff member')}
          />
        ) : (
          <Skeleton variant="text" width={320} height={38} />
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('A staff member without a second factor is asked to set one up at their next sign-in.')}
        </Typography>
      </CardContent>
    </Card>
  );
}
