import { Component, type ReactNode } from 'react';
import { useApp } from '../context/app-provider';
import { sheet, useSheet } from '../render/sheet';
import { ErrorAlert } from '../ui/error-alert';

const pageError = sheet(
  'page-error',
  `.page-error{padding:48px 16px}@media (min-width: 900px){.page-error{padding-inline:32px}}`,
);

/** What a page shows when it cannot be shown: it says so and offers to try again. */
export function PageError({ onRetry }: { onRetry: () => void }) {
  const { t } = useApp();
  useSheet(pageError);
  return (
    <div className="page-error">
      <ErrorAlert
        text={t('This page could not be loaded. Check your connection and try again.')}
        onRetry={onRetry}
      />
    </div>
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
