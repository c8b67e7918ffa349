import {
  Component,
  Suspense,
  createContext,
  lazy,
  useContext,
  type ComponentType,
  type ReactNode,
} from 'react';
import { retryImport } from './retry-import';
import { settled } from './settled';

/** How many times the nearest `PartBoundary` has tried its part again: a new try loads anew. */
const Attempt = createContext(0);

/** When a part that could not load is tried again though the browser never said it was offline. */
const RETRY_AFTER_MS = 30_000;

interface BoundaryProps {
  /** What shows while the part loads and when it cannot: nothing unless given. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a part that fails (its code could not be fetched, decision 0062) to its own place:
 * it shows `fallback` there while the rest of the page keeps working, and tries the part
 * again when the browser is back online, or after half a minute. Without it, the error
 * climbs to the root and React unmounts the whole page (it went blank, typed form and all,
 * when a snackbar's chunk failed to load during a connection cut).
 */
export class PartBoundary extends Component<BoundaryProps, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };
  private stopWaiting: (() => void) | undefined;

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(): void {
    if (!this.state.failed || this.stopWaiting) return;
    const again = () => {
      this.stopWaiting?.();
      this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
    };
    const timer = setTimeout(again, RETRY_AFTER_MS);
    window.addEventListener('online', again);
    this.stopWaiting = () => {
      clearTimeout(timer);
      window.removeEventListener('online', again);
      this.stopWaiting = undefined;
    };
  }

  override componentWillUnmount(): void {
    this.stopWaiting?.();
  }

  override render() {
    const { fallback = null, children } = this.props;
    if (this.state.failed) return fallback;
    return (
      <Attempt.Provider value={this.state.attempt}>
        <Suspense key={this.state.attempt} fallback={fallback}>
          {children}
        </Suspense>
      </Attempt.Provider>
    );
  }
}

/**
 * A component whose code loads the first time it renders (`React.lazy`), fetched with
 * `retryImport`. Unlike a bare `React.lazy`, a load that failed is not kept: the next render
 * (a `PartBoundary` trying again) gets a new lazy component, which fetches it anew. Render
 * it inside a `PartBoundary`; one already loaded renders at once, without suspending (so
 * also on the server).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= retryImport(load).then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        failed = true;
        throw error;
      },
    ));
  const fresh = () =>
    lazy(() => (loaded ? settled(loaded) : start().then((component) => ({ default: component }))));
  let Loaded = fresh();
  let failed = false;
  let madeFor = 0;
  function Part(props: P) {
    // React's lazy keeps a failed load's error: the boundary's next try needs a new one
    // (while React renders again at once after the error, the same one fails it again).
    const attempt = useContext(Attempt);
    if (failed && attempt !== madeFor) {
      failed = false;
      Loaded = fresh();
    }
    madeFor = attempt;
    return <Loaded {...props} />;
  }
  /** Starts the load ahead of the first render; settles once done (a failure is tried again at render). */
  Part.preload = (): Promise<void> =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return Part;
}
