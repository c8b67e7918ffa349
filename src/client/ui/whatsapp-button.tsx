import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Button, type ButtonProps } from '@mui/material';
import { whatsappUrl } from '../../contract';
import { useOffice } from '../api/settings';
import { useApp } from '../context/app-provider';

/** Darker than the brand green so white text passes WCAG AA contrast. */
export const WHATSAPP_GREEN = '#0F7A41';

/** A button that opens a WhatsApp chat with the office (its number from the site settings) in a new tab. */
export function WhatsAppButton({ text, size = 'large', sx }: { text?: string; size?: ButtonProps['size']; sx?: ButtonProps['sx'] }) {
  const { t } = useApp();
  const office = useOffice();
  if (!office) return null;
  return (
    <Button
      href={whatsappUrl(office.whatsapp_number, text)}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      size={size}
      startIcon={<WhatsAppIcon />}
      sx={[{ bgcolor: WHATSAPP_GREEN, color: '#fff', '&:hover': { bgcolor: '#0B6535' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {t('WhatsApp')}
    </Button>
  );
}
