import LogoutIcon from '@mui/icons-material/Logout';
import {
  Badge,
  Box,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
} from '@mui/material';
import { useId } from 'react';
import { Link as AppLink } from '../../context/navigation';
import { useLocation } from 'react-router';
import type { InboxEntity } from '../../api/inbox';
import { useApp } from '../../context/app-provider';
import type { AdminSection } from './admin-sections';

interface AdminSidebarProps {
  sections: readonly AdminSection[];
  /** Unread requests and messages, shown on their entries; hidden at 0. */
  unread: Readonly<Record<InboxEntity, number>>;
  /**
   * Requests still on the desk assigned to the one signed in (decision 0030), said under
   * Requests; left out at 0.
   */
  assigned?: number;
  /** Called after an entry is chosen (the phone drawer closes). */
  onNavigate?: () => void;
  onLogout: () => void;
}

const isWithin = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The sections in SPEC order and the office's own, then Logout (SPEC §2 "Admin area"). */
export function AdminSidebar({ sections, unread, assigned = 0, onNavigate, onLogout }: AdminSidebarProps) {
  const { t } = useApp();
  const { pathname } = useLocation();
  const unreadId = useId();

  return (
    <Box
      component="nav"
      aria-label={t('Admin navigation')}
      sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, overflowY: 'auto' }}
    >
      <List sx={{ px: 1 }}>
        {sections.map(({ path, label, Icon, unread: inbox }) => {
          const isCurrent = isWithin(pathname, path);
          const icon = <Icon color={isCurrent ? 'primary' : 'inherit'} />;
          const count = inbox ? unread[inbox] : 0;
          const hasUnread = count > 0;
          // Each link in its own <li>: a <ul> holds list items only (axe `list`).
          return (
            <ListItem key={path} disablePadding>
              <ListItemButton
                component={AppLink}
                to={path}
                selected={isCurrent}
                aria-current={isCurrent ? 'page' : undefined}
                aria-describedby={hasUnread ? `${unreadId}-${inbox}` : undefined}
                onClick={onNavigate}
                sx={{ borderRadius: 2, mb: 0.5 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  {inbox ? (
                    // The number is for the eye; the link keeps its name ("Requests") and
                    // is described by "N unread".
                    <Badge
                      badgeContent={hasUnread ? count : null}
                      color="error"
                      max={99}
                      invisible={!hasUnread}
                      data-testid={`${inbox}-unread-badge`}
                      slotProps={{ badge: { 'aria-hidden': true } }}
                    >
                      {icon}
                    </Badge>
                  ) : (
                    icon
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={t(label)}
                  secondary={
                    inbox === 'requests' && assigned > 0
                      ? t('{count} assigned to you', { count: assigned })
                      : undefined
                  }
                  slotProps={{
                    primary: { sx: { fontWeight: isCurrent ? 700 : 500 } },
                    secondary: { 'data-testid': 'assigned-count' } as object,
                  }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {Object.entries(unread).map(
        ([inbox, count]) =>
          count > 0 && (
            <Box key={inbox} id={`${unreadId}-${inbox}`} hidden>
              {t('{count} unread', { count })}
            </Box>
          ),
      )}
      <Box sx={{ flexGrow: 1 }} />
      <Divider />
      <List sx={{ px: 1 }}>
        <ListItem disablePadding>
          <ListItemButton onClick={onLogout} sx={{ borderRadius: 2 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary={t('Logout')} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
