import { Suspense, lazy, useState, type ComponentType } from 'react';
import { settled } from './settled';

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
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchPart = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A load that failed (a dropped connection) is tried again the next time.
        loading = undefined;
        throw error;
      },
    ));
  const Popup = lazy(() =>
    loaded ? settled(loaded) : fetchPart().then((component) => ({ default: component })),
  );
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
  WhenOpen.preload = () => void fetchPart().catch(() => undefined);
  return WhenOpen;
}
