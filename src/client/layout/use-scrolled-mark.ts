import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled away from the top. Starts `false` so the server and the
 * first client render agree (the home bar is rendered transparent); the listener runs in
 * an effect only.
 */
export function useScrolled(threshold = 8): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
