import { Box, Button } from '@mui/material';
import { NavLink, useLocation } from '../context/navigation';
import { PATHS } from '../../contract';
import { useApp } from '../context/app-provider';
import { MAIN_MENU, isMenuItemActive } from './nav-items';
import { ServicesMenu } from './services-menu';
import type { ServicesMenuData } from './services-menu-types';

/** The main menu on wide screens; "Our Services" opens the services dropdown. */
export function NavLinks({ services }: { services: ServicesMenuData }) {
  const { t } = useApp();
  const { pathname } = useLocation();

  return (
    <Box
      component="nav"
      aria-label={t('Main menu')}
      sx={{
        display: { xs: 'none', lg: 'flex' },
        alignItems: 'center',
        gap: { lg: 0, xl: 0.5 },
        '& .MuiButton-root': { px: { lg: 1, xl: 1.5 }, whiteSpace: 'nowrap', fontSize: '0.95rem', position: 'relative' },
        '& .MuiButton-root::after': {
          content: '""',
          position: 'absolute',
          insetInline: 12,
          bottom: 4,
          height: 2,
          borderRadius: 1,
          bgcolor: 'secondary.main',
          transform: 'scaleX(0)',
          transition: 'transform 200ms',
        },
        '& .MuiButton-root[aria-current="page"]::after, & .MuiButton-root.active::after': { transform: 'scaleX(1)' },
      }}
    >
      {MAIN_MENU.map((item) =>
        item.to === PATHS.services ? (
          <ServicesMenu key={item.to} data={services} isActive={isMenuItemActive(pathname, item)} />
        ) : (
          <Button key={item.to} component={NavLink} to={item.to} end={item.to === PATHS.home} sx={{ color: 'inherit' }}>
            {t(item.label)}
          </Button>
        ),
      )}
    </Box>
  );
}
