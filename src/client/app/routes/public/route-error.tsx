import { Alert, Box, Button } from '@mui/material';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { useApp } from '../../../context/app-provider';
import { NotFoundPage } from '../../../features/not-found/not-found-page';

/**
 * What a public page shows when its data cannot be had: an unknown blog or service is
 * the not-found page; anything else (offline, server down) says so and offers to retry.
 * On the server only the 404 is rendered: other errors answer 5xx (entry-server).
 */
export function RouteError() {
  const { t } = useApp();
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: 6 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void revalidator.revalidate()}>
            {t('Try again')}
          </Button>
        }
      >
        {t('This page could not be loaded. Check your connection and try again.')}
      </Alert>
    </Box>
  );
}
