import { Suspense, lazy, useState, type ComponentType } from 'react';

/**
 * A popup (menu, popover, drawer) whose code loads the first time it opens, not with the
 * page (decision 0021: a page's first load holds only what it shows first). Closed, it renders
 * nothing, exactly as MUI's closed popups do, so server and client agree; once opened it
 * stays mounted, so it can close with its transition and reopen at once. `preload` can be
 * called on hover or focus of the control that opens it.
 */
export function lazyWhenOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
) {
  const Popup = lazy(async () => ({ default: await load() }));
  function WhenOpen(props: P) {
    const [opened, setOpened] = useState(false);
    const open = isOpen(props);
    // Adjusting state while rendering (React's documented pattern): no extra commit.
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Popup {...props} />
      </Suspense>
    );
  }
  WhenOpen.preload = () => void load();
  return WhenOpen;
}
