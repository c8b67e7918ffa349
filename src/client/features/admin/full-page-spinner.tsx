import { Box, CircularProgress } from '@mui/material';
import { useApp } from '../../context/app-provider';

/** Shown while we do not yet know who is signed in. */
export function FullPageSpinner() {
  const { t } = useApp();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('Loading')} />
    </Box>
  );
}
