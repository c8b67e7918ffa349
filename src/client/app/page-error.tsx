import { Alert, Box, Button } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { useApp } from '../context/app-provider';

/** What a page shows when it cannot be shown: it says so and offers to try again. */
export function PageError({ onRetry }: { onRetry: () => void }) {
  const { t } = useApp();
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: 6 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('Try again')}
          </Button>
        }
      >
        {t('This page could not be loaded. Check your connection and try again.')}
      </Alert>
    </Box>
  );
}

/**
 * A public page that fails while it renders in the browser shows PageError inside the
 * layout (nav and footer stay); trying again loads the page anew. On the server a failure
 * is the server's to answer (5xx), not a page to send (entry-server).
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageError onRetry={() => window.location.reload()} /> : this.props.children;
  }
}
