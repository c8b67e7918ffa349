import { useMemo } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { NavigationProvider, type PageMatch } from '../context/navigation';
import type { RouteData, RouteHandle } from '../context/route-handle';

/**
 * The navigation context (context/navigation.tsx) from a react-router tree: /login and
 * /system in the browser, and the route table in tests. Its links and `navigate` move
 * client-side, as react-router's own do.
 */
export function RouterBridge() {
  const { pathname, search, hash, state, key } = useLocation();
  const routerMatches = useMatches();
  const routerNavigate = useNavigate();
  const value = useMemo(
    () => ({
      location: { pathname, search, hash, state: state as unknown, key },
      matches: routerMatches.map((m): PageMatch => ({
        handle: m.handle as RouteHandle | undefined,
        data: m.loaderData as RouteData,
      })),
      navigate: (to: string, options?: { state?: unknown; replace?: boolean }) =>
        void routerNavigate(to, options),
    }),
    [pathname, search, hash, state, key, routerMatches, routerNavigate],
  );
  return (
    <NavigationProvider value={value}>
      <Outlet />
    </NavigationProvider>
  );
}
