import { useApp } from '../context/app-provider';
import { base } from '../ui/css/base';
import { sheet, useSheet } from '../render/sheet';

export const MAIN_CONTENT_ID = 'main-content';

// Above MUI's tooltips (z-index 1500), as it was.
const skip = sheet(
  'skip-link',
  `.skip-link{position:fixed;top:8px;inset-inline-start:8px;z-index:1501;padding:8px 16px;border-radius:var(--radius);background-color:var(--primary);color:#fff;font-weight:700;transform:translateY(-200%)}
  .skip-link:focus{transform:none}`,
  [base],
);

/** Lets keyboard users jump past the top bar; visible only when focused. */
export function SkipLink() {
  useSheet(skip);
  const { t } = useApp();
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('Skip to main content')}
    </a>
  );
}
