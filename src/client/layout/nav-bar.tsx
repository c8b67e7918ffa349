import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Toolbar } from '@mui/material';
import { useId, useState } from 'react';
import { useLocation } from '../context/navigation';
import { MAX_CONTENT_WIDTH, PATHS } from '../../contract';
import { useApp } from '../context/app-provider';
import { BrandLogo } from './brand-logo';
import { LanguageSwitcher } from './language-switcher';
import { lazyWhenOpen } from '../ui/lazy-when-open';
import { NavLinks } from './nav-links';
import { OrderDocumentButton } from './order-document-button';
import { useScrolled } from './use-scrolled';
import { useServicesMenuData } from './use-services-menu';

const NavDrawer = lazyWhenOpen(async () => (await import('./nav-drawer')).NavDrawer, ({ open }) => open);

/**
 * SPEC §2/§4: a fixed top bar, transparent and floating only on / at scroll top, solid
 * with blur elsewhere. The menu shows from the lg breakpoint; below it a drawer (CSS
 * breakpoints, not the JS flags, so the server's HTML is already right for phones).
 */
export function NavBar() {
  const { t } = useApp();
  const services = useServicesMenuData();
  const { pathname } = useLocation();
  const scrolled = useScrolled();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const transparent = pathname === PATHS.home && !scrolled;

  return (
    <AppBar
      position="fixed"
      elevation={0}
      sx={{
        color: transparent ? 'common.white' : 'text.primary',
        bgcolor: transparent ? 'transparent' : 'rgba(255, 255, 255, 0.82)',
        backdropFilter: transparent ? 'none' : 'saturate(180%) blur(14px)',
        boxShadow: transparent ? 'none' : '0 1px 0 rgba(51, 31, 171, 0.08), 0 8px 24px rgba(20, 12, 70, 0.06)',
        transition: 'background-color 250ms, box-shadow 250ms, color 250ms',
      }}
    >
      <Toolbar sx={{ width: '100%', maxWidth: MAX_CONTENT_WIDTH, mx: 'auto', minHeight: { xs: 68, md: 76 }, gap: { xs: 1, md: 2 }, px: { xs: 1.5, sm: 3 } }}>
        <BrandLogo light={transparent} />
        <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
          <NavLinks services={services} />
        </Box>
        <OrderDocumentButton sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
        <LanguageSwitcher light={transparent} />
        <IconButton
          aria-label={t('Open menu')}
          aria-controls={drawerOpen ? drawerId : undefined}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
          onPointerEnter={NavDrawer.preload}
          onFocus={NavDrawer.preload}
          sx={{ display: { lg: 'none' }, color: 'inherit' }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <NavDrawer id={drawerId} open={drawerOpen} onClose={() => setDrawerOpen(false)} services={services} />
    </AppBar>
  );
}
