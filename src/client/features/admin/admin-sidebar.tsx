import LogoutIcon from '@mui/icons-material/Logout';
import { Badge, Box, Divider, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { ADMIN_PATHS } from '../../../contract';
import { useApp } from '../../context/app-provider';
import { ADMIN_SECTIONS } from './admin-sections';

interface AdminSidebarProps {
  /** Unread requests, shown on the Requests entry; hidden at 0. */
  unreadCount: number;
  /** Called after an entry is chosen (the phone drawer closes). */
  onNavigate?: () => void;
  onLogout: () => void;
}

const isWithin = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The seven sections in SPEC order, then Logout (SPEC §2 "Admin area"). */
export function AdminSidebar({ unreadCount, onNavigate, onLogout }: AdminSidebarProps) {
  const { t } = useApp();
  const { pathname } = useLocation();
  const unreadId = useId();
  const hasUnread = unreadCount > 0;

  return (
    <Box component="nav" aria-label={t('Admin navigation')} sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, overflowY: 'auto' }}>
      <List sx={{ px: 1 }}>
        {ADMIN_SECTIONS.map(({ path, label, Icon }) => {
          const isCurrent = isWithin(pathname, path);
          const icon = <Icon color={isCurrent ? 'primary' : 'inherit'} />;
          const isRequests = path === ADMIN_PATHS.requests;
          return (
            <ListItemButton
              key={path}
              component={RouterLink}
              to={path}
              selected={isCurrent}
              aria-current={isCurrent ? 'page' : undefined}
              aria-describedby={isRequests && hasUnread ? unreadId : undefined}
              onClick={onNavigate}
              sx={{ borderRadius: 2, mb: 0.5 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                {isRequests ? (
                  // The number is for the eye; the link keeps the name "Requests" and is described by "N unread".
                  <Badge badgeContent={hasUnread ? unreadCount : null} color="secondary" max={99} invisible={!hasUnread} data-testid="requests-unread-badge" slotProps={{ badge: { 'aria-hidden': true } }}>
                    {icon}
                  </Badge>
                ) : (
                  icon
                )}
              </ListItemIcon>
              <ListItemText primary={t(label)} slotProps={{ primary: { sx: { fontWeight: isCurrent ? 700 : 500 } } }} />
            </ListItemButton>
          );
        })}
      </List>
      {hasUnread && (
        <Box id={unreadId} hidden>
          {t('{count} unread', { count: unreadCount })}
        </Box>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <Divider />
      <List sx={{ px: 1 }}>
        <ListItemButton onClick={onLogout} sx={{ borderRadius: 2 }}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText primary={t('Logout')} />
        </ListItemButton>
      </List>
    </Box>
  );
}
