import { useEffect, useRef } from 'react';
import { useLocation } from '../context/navigation';

/**
 * SPEC §2: the page scrolls to top on every route change. An address with a hash
 * (the Order Document button's `/#request-form`) scrolls to that element instead, also
 * when the same link is followed again.
 */
export function ScrollOnNavigate() {
  const { pathname, hash, key } = useLocation();
  const lastPathname = useRef(pathname);

  useEffect(() => {
    const pathChanged = lastPathname.current !== pathname;
    lastPathname.current = pathname;
    if (hash) {
      document
        .getElementById(decodeURIComponent(hash.slice(1)))
        ?.scrollIntoView({ behavior: pathChanged ? 'auto' : 'smooth' });
    } else if (pathChanged) {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash, key]);

  return null;
}
