import { useEffect, type RefObject } from 'react';

/**
 * Marks `element` with `data-scrolled` while the page is scrolled away from the top, for its
 * sheet to restyle; no React state, so a scroll renders nothing (decision 0055: the first
 * scroll on a phone used to render the whole top bar just as the visitor reached for a
 * button). React never renders the attribute, so it never takes it away. The server's HTML
 * has no mark: the page starts at the top.
 */
export function useScrolledMark(element: RefObject<HTMLElement | null>, threshold = 8): void {
  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const update = () => el.toggleAttribute('data-scrolled', window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [element, threshold]);
}
