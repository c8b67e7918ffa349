import { Box, CircularProgress, Drawer, Toolbar } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAssignedCount } from '../../api/desk';
import { useUnreadCount } from '../../api/inbox';
import { PATHS, REALTIME_EVENTS } from '../../../contract';
import { getCurrentUser } from '../../api/auth';
import { OWN_PERMISSIONS_KEY, usePermissions } from '../../api/permissions';
import { useRealtime } from '../../context/socket';
import { useSiteName } from '../../context/site-name';
import { useApp } from '../../context/app-provider';
import { useAuth } from '../../context/auth-provider';
import { DocumentHead } from '../../context/document-head';
import { AdminAppBar } from './admin-app-bar';
import { AdminSidebar } from './admin-sidebar';
import { NotOpenToRole } from './not-open-to-role';
import { useBusyMark } from './use-busy-mark';
import { useFocusOnNavigate } from './use-focus-on-navigate';
import { MAIN_CONTENT_ID, SkipLink } from '../../layout/skip-link';
import type { AdminSection } from './admin-sections';
import { useSectionTitle } from './use-section-title';
import { useSecondFactorGate } from './use-second-factor-gate';
import { useSessionCheckOnClose } from './use-session-check-on-close';

const DRAWER_WIDTH = 248;

/**
 * The admin frame: app bar, sidebar and the section. The sidebar is permanent on desktop and
 * a drawer behind a menu button on small screens (SPEC §2 "Admin area"). Its anchor is the
 * start side: `left` in the theme, which MUI and the RTL style cache turn to the right-hand
 * side in Arabic.
 */
export function AdminShell({ sections }: { sections: readonly AdminSection[] }) {
  const { t, isSm } = useApp();
  const siteName = useSiteName();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  // Only what the member's role opens (decision 0058): its sections, and its badges.
  const permissions = usePermissions();
  const worksDesk = permissions.can('desk.work');
  const visibleSections = sections.filter((section) => permissions.canOpen(section.path));
  // SPEC §2: the Requests badge (and the Messages one); `<entity>_changed` refetches them.
  const unread = {
    requests: useUnreadCount('requests', worksDesk).data ?? 0,
    messages: useUnreadCount('messages', worksDesk).data ?? 0,
  };
  // The desk's own count (decision 0030): the requests still open that are this member's.
  const assigned = useAssignedCount(worksDesk).data ?? 0;
  // A member removed in another tab is signed out at once: the check answers 401, which
  // ends the session (api/token's sessionRefused), rather than at their next action. A
  // member whose role changed sees the sections of the new one.
  useRealtime(REALTIME_EVENTS.staff, () => {
    void getCurrentUser().catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: OWN_PERMISSIONS_KEY });
  });
  useSessionCheckOnClose();
  useSecondFactorGate();
  useBusyMark();
  useFocusOnNavigate(MAIN_CONTENT_ID);
  const sectionTitle = useSectionTitle();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  const handleLogout = () => {
    setIsDrawerOpen(false);
    logout();
    void navigate(PATHS.login, { replace: true });
  };

  const sidebar = (
    <AdminSidebar
      sections={visibleSections}
      unread={unread}
      assigned={assigned}
      onNavigate={() => setIsDrawerOpen(false)}
      onLogout={handleLogout}
    />
  );
  const paperSx = {
    width: DRAWER_WIDTH,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
  } as const;
  const headTitle = [sectionTitle && t(sectionTitle), t('Admin panel'), siteName].filter(Boolean).join(' | ');

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <DocumentHead title={headTitle} />
      {/* The first Tab on any back-office page: past the app bar and the sidebar's links. */}
      <SkipLink />
      <AdminAppBar
        email={user?.email}
        onOpenMenu={isSm ? () => setIsDrawerOpen((open) => !open) : undefined}
        isMenuOpen={isSm && isDrawerOpen}
      />
      {isSm ? (
        <Drawer
          variant="temporary"
          anchor="left"
          open={isDrawerOpen}
          onClose={() => setIsDrawerOpen(false)}
          slotProps={{ paper: { sx: paperSx } }}
        >
          <Toolbar />
          {sidebar}
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          anchor="left"
          sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}
          slotProps={{ paper: { sx: paperSx } }}
        >
          <Toolbar />
          {sidebar}
        </Drawer>
      )}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, outline: 'none' }}
      >
        <Toolbar />
        {!permissions.loaded ? (
          <CircularProgress aria-label={t('Loading')} />
        ) : permissions.canOpen(pathname) ? (
          <Outlet />
        ) : (
          <NotOpenToRole home={visibleSections[0]} />
        )}
      </Box>
    </Box>
  );
}
