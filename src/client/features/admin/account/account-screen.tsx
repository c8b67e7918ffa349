import { Box, Card, CardContent, Typography } from '@mui/material';
import { useApp } from '../../../context/app-provider';
import { AdminScreenHeader } from '../../../ui/admin/admin-screen-header';
import { ChangePasswordCard } from './change-password-card';
import { FactorsCard } from './factors-card';
import { SessionList } from './session-list';

/**
 * The signed-in staff member's own account (decision 0057): two-step sign-in, their password,
 * and where they are signed in. Every staff member has it, whatever else their role opens.
 */
export function AccountScreen() {
  const { t } = useApp();
  return (
    <>
      <AdminScreenHeader title={t('My account')} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <FactorsCard />
        <ChangePasswordCard />
        <Card variant="outlined" component="section" aria-labelledby="sessions-heading">
          <CardContent>
            <Typography id="sessions-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('Where you are signed in')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {t('A session you end is signed out at its next action.')}
            </Typography>
            <SessionList owner="own" />
          </CardContent>
        </Card>
      </Box>
    </>
  );
}
