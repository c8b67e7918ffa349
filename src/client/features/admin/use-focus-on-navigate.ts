import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { PATHS } from '../../../contract';

/** How long a screen may take to show its heading (its code and first read) before focus goes to `main`. */
const WAIT_MS = 5_000;

/**
 * WCAG 2.4.3: after a move between back-office screens, focus goes to the new screen's
 * heading (its `h1`, made focusable), so a screen-reader user hears where they are and the
 * next Tab starts in the screen, not back at the top of the page (decision 0045). The first
 * screen after a load, and a redirect (a `replace`, as /system's to its first section), are
 * left to the browser: the page's first Tab is its skip link. A visitor who already put the
 * focus in the new screen (a click in a field) keeps it.
 */
export function useFocusOnNavigate(mainId: string): void {
  const { pathname } = useLocation();
  const how = useNavigationType();
  // The heading the page showed before this move, read while rendering it: the new screen
  // is not in the page yet (by the effect it may be, when its code was here already).
  const before = useRef<{ pathname: string; heading: Element | null; text: string | null }>({
    pathname,
    heading: null,
    text: null,
  });
  if (before.current.pathname !== pathname) {
    const heading = typeof document === 'undefined' ? null : document.querySelector(`#${mainId} h1`);
    before.current = { pathname, heading, text: heading?.textContent ?? null };
  }
  // The path the last run was for: a change of the hash (the skip link) or of the search (a
  // list's filters) is no move between screens.
  const handled = useRef(pathname);
  const kind = useRef(how);
  kind.current = how;

  useEffect(() => {
    if (handled.current === pathname) return;
    const from = handled.current;
    handled.current = pathname;
    // A redirect is no move (/system sending on to its first section, the sign-in's way in).
    // /system's own redirect may reach here as a POP, when the skip link set a hash first
    // (features/admin/system-index.tsx): from there only a link's PUSH is a move.
    if (kind.current === 'REPLACE' || (from === PATHS.system && kind.current !== 'PUSH')) return;
    const main = document.getElementById(mainId);
    if (!main) return;
    const { heading: old, text: oldText } = before.current;
    const until = performance.now() + WAIT_MS;
    let frame = 0;
    const look = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      const fresh = heading && (heading !== old || heading.textContent !== oldText);
      if (!fresh && performance.now() < until) {
        frame = requestAnimationFrame(look);
        return;
      }
      // Someone is already working in the screen (a field they clicked): their focus stays.
      const active = document.activeElement;
      if (active && active !== main && active !== heading && main.contains(active)) return;
      const target = fresh ? heading : main;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [pathname, mainId]);
}
