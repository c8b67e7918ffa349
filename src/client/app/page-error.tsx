import { Component, type ReactNode } from 'react';
import { useApp } from '../context/app-provider';
import { Button, buttons } from '../ui/button';
import { base } from '../ui/css/base';
import { sheet, useSheet } from '../ui/css/sheet';
import { Icon, icon } from '../ui/icon';
import { ErrorOutlineOutlined } from '../ui/icon-paths';

/** MUI's standard error Alert as the theme drew it, in plain elements (decision 0019): no MUI in a public page's first load. */
const pageError = sheet(
  'page-error',
  `.page-error{padding:48px 16px}
  @media (min-width: 900px){.page-error{padding-inline:32px}}
  .page-error-alert{display:flex;padding:6px 16px;border-radius:var(--radius);background-color:rgb(253, 237, 237);color:rgb(95, 33, 32);font-size:0.875rem;line-height:1.43;letter-spacing:0.01071em}
  .page-error-icon{display:flex;margin-inline-end:12px;padding:7px 0;opacity:0.9;color:#d32f2f}
  .page-error-icon>.icon{font-size:22px}
  .page-error-text{padding:8px 0;min-width:0;overflow:auto}
  .page-error-action{display:flex;align-items:flex-start;padding-block:4px 0;padding-inline:16px 0;margin-inline:auto -8px}
  .page-error-retry{color:inherit;padding:4px 5px;font-size:0.8125rem}`,
  [base, buttons, icon],
);

/** What a page shows when it cannot be shown: it says so and offers to try again. */
export function PageError({ onRetry }: { onRetry: () => void }) {
  const { t } = useApp();
  useSheet(pageError);
  return (
    <div className="page-error">
      <div className="page-error-alert" role="alert">
        <span className="page-error-icon">
          <Icon shapes={ErrorOutlineOutlined} />
        </span>
        <div className="page-error-text">{t('This page could not be loaded. Check your connection and try again.')}</div>
        <div className="page-error-action">
          <Button className="page-error-retry" onClick={onRetry}>
            {t('Try again')}
          </Button>
        </div>
      </div>
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
