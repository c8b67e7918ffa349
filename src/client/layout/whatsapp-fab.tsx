import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Box, Fab } from '@mui/material';
import { whatsappUrl } from '../../contract';
import { useOffice } from '../api/settings';
import { useApp } from '../context/app-provider';
import { WHATSAPP_GREEN, WHATSAPP_GREETING } from '../ui/whatsapp-button';

/**
 * SPEC §2: a floating WhatsApp button on every public page, its greeting in the page's
 * language. In a landmark of its own, so a screen reader's landmark list reaches it.
 */
export function WhatsAppFab() {
  const { t } = useApp();
  const office = useOffice();
  if (!office) return null;
  return (
    <Box component="aside" aria-label={t('WhatsApp')}>
      <Fab
        component="a"
        href={whatsappUrl(office.whatsapp_number, t(WHATSAPP_GREETING))}
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
    </Box>
  );
}
