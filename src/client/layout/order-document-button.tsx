import { useApp } from '../context/app-provider';
import { ButtonLink, buttons } from '../ui/button';
import { sheet, useSheet } from '../render/sheet';
import { ORDER_DOCUMENT_PATH } from './nav-items';

// MUI's contained secondary Button with disableElevation, as the top bar drew it.
const order = sheet(
  'order-button',
  `.order-btn{box-shadow:none;white-space:nowrap;padding-inline:20px}
  .order-btn:hover{box-shadow:none;background-color:#E8530A}
  .order-btn:active{box-shadow:none}
  .order-btn-full{width:100%}`,
  [buttons],
);

/**
 * Leads to the request form on the home page (scrolled to by ScrollOnNavigate).
 * `className`: the caller's own (where it shows).
 */
export function OrderDocumentButton({
  onNavigate,
  fullWidth,
  className,
}: {
  onNavigate?: () => void;
  fullWidth?: boolean;
  className?: string;
}) {
  useSheet(buttons, order);
  const { t } = useApp();
  return (
    <ButtonLink
      to={ORDER_DOCUMENT_PATH}
      onClick={onNavigate}
      variant="contained"
      color="secondary"
      className={['order-btn', fullWidth && 'order-btn-full', className].filter(Boolean).join(' ')}
    >
      {t('Order Document')}
    </ButtonLink>
  );
}
