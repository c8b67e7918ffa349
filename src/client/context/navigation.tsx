import {
  createContext,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { readableHref } from '../../contract';
import type { RouteData, RouteHandle } from './route-handle';

/**
 * Where the app is, and how it moves, for every component of the public site (decision 0015).
 *
 * Public pages hydrate without a client-side router: a link is a page load, answered from
 * the server's page cache, and react-router's code stays out of their first load. /login and
 * /system are a client-side react-router app, which provides the same context from its own
 * hooks (app/router-bridge.tsx), so a card or a link shared by both behaves in both.
 */
export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the previous page passed along (SPEC §2: a category, through navigation state). */
  state: unknown;
  /** Changes on every move, also to the same address (a hash link followed again). */
  key: string;
}

/**
 * A matched route as the layout reads it: its handle (breadcrumb title) and its loader's data (head tags).
 */
export interface PageMatch {
  handle?: RouteHandle | undefined;
  data?: RouteData;
}

export interface NavigateOptions {
  state?: unknown;
  replace?: boolean;
}

export interface Navigation {
  location: PageLocation;
  matches: readonly PageMatch[];
  navigate: (to: string, options?: NavigateOptions) => void;
}

const NavigationContext = createContext<Navigation | null>(null);

export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation: no NavigationProvider above (PublicApp or RouterBridge)');
  return navigation;
}

export const useLocation = (): PageLocation => useNavigation().location;
export const useNavigate = (): Navigation['navigate'] => useNavigation().navigate;
export const useMatches = (): readonly PageMatch[] => useNavigation().matches;

/** The address's query, as react-router's hook returns it (the first of a pair). */
export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** A plain click: no modifier, the main button, not for another tab (those stay the browser's). */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.currentTarget.target;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  state?: unknown;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A real link (it works before any script, and opens in a new tab as links do), whose plain
 * click goes through the app's `navigate`: a page load on the public site, a client-side
 * move in /system.
 */
export function Link({ to, state, replace, onClick, ref, ...rest }: LinkProps) {
  const { navigate } = useNavigation();
  return (
    <a
      ref={ref}
      href={readableHref(to)}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(to, { state, replace });
      }}
      {...rest}
    />
  );
}

/** Whether `to` is the current page or, unless `end`, a page under it. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const target = new URL(to, 'http://x').pathname.replace(/\/+$/, '') || '/';
  const here = pathname.replace(/\/+$/, '') || '/';
  if (here === target) return true;
  return !end && target !== '/' && here.startsWith(`${target}/`);
}

/**
 * A Link that marks the current page (`aria-current="page"` and the `active` class), as
 * react-router's NavLink.
 */
export function NavLink({ end, className, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, props.to, end);
  return (
    <Link
      {...props}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
