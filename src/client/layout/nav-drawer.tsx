import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
} from '@mui/material';
import { NavLink } from '../context/navigation';
import { PATHS } from '../../contract';
import { useApp } from '../context/app-provider';
import { BrandLogo } from './brand-logo';
import { LanguageSwitcher } from './language-switcher';
import { MAIN_MENU } from './nav-items';
import { DrawerServicesList } from './drawer-services-list';
import { OrderDocumentButton } from './order-document-button';
import type { ServicesMenuData } from './services-menu-types';

export interface NavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  services: ServicesMenuData;
}

/**
 * The menu on small screens (SPEC §2): right for Arabic, left otherwise. MUI flips a
 * horizontal anchor under an RTL theme, so the start side ('left') lands on the right
 * in Arabic.
 */
export function NavDrawer({ id, open, onClose, services }: NavDrawerProps) {
  const { t } = useApp();
  return (
    <Drawer
      id={id}
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(320px, 86vw)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <BrandLogo onNavigate={onClose} />
        <IconButton aria-label={t('Close menu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('Main menu')}>
        <List>
          {MAIN_MENU.map((item) =>
            item.to === PATHS.services ? (
              <ListItem key={item.to} disablePadding sx={{ display: 'block' }}>
                <DrawerServicesList data={services} onNavigate={onClose} />
              </ListItem>
            ) : (
              <ListItem key={item.to} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={item.to}
                  end={item.to === PATHS.home}
                  onClick={onClose}
                  sx={{
                    px: 3,
                    '&[aria-current="page"]': {
                      color: 'primary.main',
                      bgcolor: 'action.selected',
                      fontWeight: 700,
                    },
                  }}
                >
                  <ListItemText
                    primary={t(item.label)}
                    slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
                  />
                </ListItemButton>
              </ListItem>
            ),
          )}
        </List>
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'stretch' }}>
        <OrderDocumentButton onNavigate={onClose} fullWidth />
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <LanguageSwitcher />
        </Box>
      </Box>
    </Drawer>
  );
}
