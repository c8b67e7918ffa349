import { Button, type ButtonProps } from '@mui/material';
import { Link } from '../context/navigation';
import { useApp } from '../context/app-provider';
import { ORDER_DOCUMENT_PATH } from './nav-items';

/** Leads to the request form on the home page (scrolled to by ScrollOnNavigate). */
export function OrderDocumentButton({ onNavigate, fullWidth, sx }: { onNavigate?: () => void; fullWidth?: boolean; sx?: ButtonProps['sx'] }) {
  const { t } = useApp();
  return (
    <Button component={Link} to={ORDER_DOCUMENT_PATH} onClick={onNavigate} variant="contained" color="secondary" fullWidth={fullWidth} disableElevation sx={[{ whiteSpace: 'nowrap', px: 2.5, '&:hover': { bgcolor: '#E8530A' } }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {t('Order Document')}
    </Button>
  );
}
