import { Button, Stack, Typography } from '@mui/material';
import { Link as AppLink } from '../../context/navigation';
import { ADMIN_PATHS } from '../../../contract';
import { useApp } from '../../context/app-provider';

/** An unknown address under /system. */
export function AdminNotFoundPage() {
  const { t } = useApp();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('Page not found')}
      </Typography>
      <Button component={AppLink} to={ADMIN_PATHS.services} variant="contained">
        {t('Back to services')}
      </Button>
    </Stack>
  );
}
