import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Fab } from '@mui/material';
import { whatsappUrl } from '../../contract';
import { useOffice } from '../api/settings';
import { useApp } from '../context/app-provider';
import { WHATSAPP_GREEN } from '../ui/whatsapp-button';

/** SPEC §2: a floating WhatsApp button on every public page, at the inline-end corner. */
export function WhatsAppFab() {
  const { t } = useApp();
  const office = useOffice();
  if (!office) return null;
  return (
    <Fab
      component="a"
      href={whatsappUrl(office.whatsapp_number)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('Chat with us on WhatsApp')}
      sx={{
        position: 'fixed',
        bottom: { xs: 16, md: 24 },
        right: { xs: 16, md: 24 },
        zIndex: (theme) => theme.zIndex.speedDial,
        bgcolor: WHATSAPP_GREEN,
        color: '#fff',
        '&:hover': { bgcolor: '#0B6535' },
      }}
    >
      <WhatsAppIcon sx={{ fontSize: 30 }} />
    </Fab>
  );
}
