import { useApp } from '../context/app-provider';
import { Button, buttons } from './button';
import { base } from './css/base';
import { sheet, useSheet } from '../render/sheet';
import { Icon, icon } from './icon';
import { ErrorOutlineOutlined } from './icon-paths';

/** MUI's standard error Alert with its small text button, as the theme drew them (decision 0019). */
const errorAlert = sheet(
  'error-alert',
  `.error-alert{display:flex;padding:6px 16px;border-radius:var(--radius);background-color:rgb(253, 237, 237);color:rgb(95, 33, 32)}
  .error-alert-icon{display:flex;margin-inline-end:12px;padding:7px 0;font-size:22px;opacity:0.9;color:#d32f2f}
  .error-alert-icon>.icon{font-size:inherit}
  .error-alert-text{padding:8px 0;min-width:0;overflow:auto}
  .error-alert-action{display:flex;align-items:flex-start;padding-block-start:4px;padding-inline-start:16px;margin-inline:auto -8px}
  .btn.error-alert-retry{padding:4px 5px;font-size:0.8125rem;color:inherit}
  .btn.error-alert-retry:hover{background-color:rgba(0, 0, 0, 0.04)}`,
  [base, buttons, icon],
);

/** Something could not be loaded: says what, already translated, and offers to try again. */
export function ErrorAlert({ text, onRetry }: { text: string; onRetry: () => void }) {
  useSheet(errorAlert);
  const { t } = useApp();
  return (
    <div role="alert" className="t t-body2 error-alert">
      <div className="error-alert-icon">
        <Icon shapes={ErrorOutlineOutlined} />
      </div>
      <div className="error-alert-text">{text}</div>
      <div className="error-alert-action">
        <Button className="error-alert-retry" onClick={onRetry}>
          {t('Try again')}
        </Button>
      </div>
    </div>
  );
}
