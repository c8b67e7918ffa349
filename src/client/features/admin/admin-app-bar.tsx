import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import { useApp } from '../../context/app-provider';
import { useSiteName } from '../../context/site-name';
import { AdminLanguageMenu } from './admin-language-menu';

interface AdminAppBarProps {
  email: string | undefined;
  /** Given on small screens, where the sidebar is a drawer behind a menu button. */
  onOpenMenu?: (() => void) | undefined;
  isMenuOpen?: boolean;
}

/** The office name and the signed-in user's email above the admin area. */
export function AdminAppBar({ email, onOpenMenu, isMenuOpen = false }: AdminAppBarProps) {
  const { t } = useApp();
  const siteName = useSiteName();
  return (
    <AppBar position="fixed" elevation={0} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1.5 }}>
        {onOpenMenu ? (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('Open menu')}
            aria-expanded={isMenuOpen}
            onClick={onOpenMenu}
          >
            <MenuIcon />
          </IconButton>
        ) : (
          <AdminPanelSettingsOutlinedIcon aria-hidden />
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="div" variant="subtitle1" noWrap sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {siteName}
          </Typography>
          <Typography
            component="div"
            variant="caption"
            noWrap
            sx={{ opacity: 0.85 }}
            data-testid="admin-user-email"
          >
            <bdi>{email}</bdi>
          </Typography>
        </Box>
        <AdminLanguageMenu />
      </Toolbar>
    </AppBar>
  );
}
