import { useState, type ComponentType } from 'react';
import { PartBoundary, lazyPart } from './lazy-part';

/**
 * A popup (the drawer, a menu) whose code is not in the page's first load (decision 0021:
 * a page's first load holds only what it shows first) and loads ahead of the tap (decision
 * 0039): `preload` is called when the page is idle after its load and at the first sign of
 * intent (a pointer going down or over its button, the button's focus). Loaded by then, it
 * renders in the tap's own frame, without suspending; the tap that comes first waits only for
 * its small chunk. Closed, it renders nothing until it first opens (server and client agree);
 * from then it stays mounted, so it closes with its transition and reopens at once.
 */
export function lazyWhenOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
) {
  const Popup = lazyPart(load);
  function WhenOpen(props: P) {
    const [opened, setOpened] = useState(false);
    const open = isOpen(props);
    // Adjusting state while rendering (React's documented pattern): no extra commit.
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    // A popup whose code cannot be fetched shows nothing, and the page keeps working (decision 0062).
    return (
      <PartBoundary>
        <Popup {...props} />
      </PartBoundary>
    );
  }
  WhenOpen.preload = () => void Popup.preload();
  return WhenOpen;
}
