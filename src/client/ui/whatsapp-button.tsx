import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Button, type ButtonProps } from '@mui/material';
import { whatsappUrl } from '../../contract';
import { useOffice } from '../api/settings';
import { useApp } from '../context/app-provider';

/** Darker than the brand green so white text passes WCAG AA contrast. */
export const WHATSAPP_GREEN = '#0F7A41';

/** The message a chat opens with when a button names nothing in particular (translated with t()). */
export const WHATSAPP_GREETING = 'Hello, I would like to ask about your services.';

/** A button that opens a WhatsApp chat with the office (its number from the site settings) in a new tab, a greeting prefilled in the page's language. */
export function WhatsAppButton({ text, size = 'large', sx }: { text?: string; size?: ButtonProps['size']; sx?: ButtonProps['sx'] }) {
  const { t } = useApp();
  const office = useOffice();
  if (!office) return null;
  return (
    <Button
      href={whatsappUrl(office.whatsapp_number, text ?? t(WHATSAPP_GREETING))}
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
