import { LinearProgress } from '@mui/material';
import { useNavigation } from 'react-router';
import { useApp } from '../context/app-provider';

/**
 * While the next page's loader fetches its data (docs/decisions/0009), a thin bar at the
 * top says something is happening; the current page stays until the next is ready.
 */
export function NavigationProgress() {
  const { t } = useApp();
  const { state } = useNavigation();
  if (state !== 'loading') return null;
  return <LinearProgress color="secondary" aria-label={t('Loading')} sx={{ position: 'fixed', top: 0, insetInline: 0, zIndex: (theme) => theme.zIndex.appBar + 1, height: 3 }} />;
}
