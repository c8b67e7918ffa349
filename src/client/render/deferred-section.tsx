import { QueryClientContext, hashKey, hydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { Suspense, lazy, useContext, useEffect, type ComponentType } from 'react';
import { noteQueriesInOneLanguage } from '../api/one-language';
import { takeSectionData, unpackQueries } from '../hydration';
import { renderRecorder } from './render-recorder';
import { retryImport } from './retry-import';
import { settled } from './settled';
import { keepTap, replayTapsIn } from './early-taps';
import { whenIdle } from './when-idle';

/** A read a section alone shows: its query options (api/*.ts, `queryOptions`), with their key and fetch. */
type SectionRead = () => { queryKey: QueryKey };
/**
 * What `ensureQueryData` takes: every `queryOptions(...)` is one, though its precise
 * generics are not assignable to the wide form.
 */
type EnsureOptions = Parameters<QueryClient['ensureQueryData']>[0];

/** The query hashes of the reads of the sections the running server render met (`recordSectionReads`). */
const sectionReads = renderRecorder<string>();

/** How far below the screen a deferred section starts to load (px). */
const APPROACH_MARGIN = '300px';

/**
 * Every deferred section the page's code defines; `hydrating` is set once it renders in
 * the browser, and `hydrated` settles once it has hydrated there.
 */
const sections = new Set<{
  name: string;
  start: () => Promise<unknown>;
  loaded: () => boolean;
  hydrating: () => boolean;
  hydrated: Promise<void>;
}>();

/**
 * A section of a server-rendered page whose code is not in the page's first load (decision 0015
 * step 3): the server renders it whole, like the rest of the page; the browser
 * keeps that HTML as it is (a Suspense boundary React leaves dehydrated) and hydrates it
 * once its code is here, which it asks for when the page is idle, when the section nears
 * the screen, or when the visitor touches or focuses it, whichever comes first.
 *
 * The server loads every section's code before it renders (`loadDeferredSections`), so its
 * render never suspends: the section is in the HTML.
 *
 * A dehydrated section that receives an update (a new language, an in-place move, state
 * applied after a page load) before its code is here is rendered again from nothing, and
 * shows nothing until then. Code that changes the page soon after hydration therefore waits
 * on `deferredSectionsReady()` first (app-provider, public-app, auth-provider, socket).
 */
export function deferredSection<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  /**
   * Reads that only this section shows on its page (the home page's carousels: ~16 KB
   * brotli; another part of the page reading one would find it missing). They stay out
   * of the page's hydration data (`recordSectionReads`) and are fetched with the section's
   * code, so that it hydrates with the data the server rendered it from.
   */
  reads: readonly SectionRead[] = [],
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  let arrived: (component: ComponentType<P>) => void = () => {};
  const arrival = new Promise<ComponentType<P>>((resolve) => (arrived = resolve));
  // The browser's query client, known once the section has rendered (its reads are fetched with it).
  let client: QueryClient | undefined;
  // How many of it are mounted in a live page (its wrapper's effect ran, which a server
  // render never runs): deferredSectionsReady waits for those to hydrate, not for one gone.
  let mounted = 0;
  // The data the server rendered the section with, from the page (entry-server.tsx): a fresh
  // read could hold an edit made since, and hydrating it would disagree with the HTML
  // (React's #418). The page catches up on edits after hydration (context/socket.ts).
  // Only a client-side render with nothing from the server fetches here; a read that
  // fails leaves the section to fetch it itself once hydrated (its loading or error state).
  const fetchReads = () => {
    if (!client) return Promise.resolve([]);
    const embedded = takeSectionData();
    if (embedded) {
      hydrate(client, unpackQueries(embedded.query));
      noteQueriesInOneLanguage(client, embedded.oneLanguage);
    }
    return Promise.allSettled(reads.map((read) => client!.ensureQueryData(read() as EnsureOptions)));
  };
  const start = () =>
    (loading ??= Promise.all([retryImport(load), fetchReads()]).then(
      ([component]) => {
        loaded = component;
        arrived(component);
      },
      (error: unknown) => {
        // A chunk that could not be fetched, though tried again (decision 0062), or an old
        // chunk gone after a deploy: the server's HTML stays as sent (it works without its
        // code), and the code is asked for again when the connection is back or next time.
        loading = undefined;
        if (typeof window !== 'undefined')
          window.addEventListener('online', () => void start().catch(() => undefined), { once: true });
        throw error;
      },
    ));
  let markHydrated: () => void = () => {};
  const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));
  sections.add({ name, start, loaded: () => loaded !== undefined, hydrating: () => mounted > 0, hydrated });
  // The server has the code (settled, rendered in the same pass); the browser waits for it,
  // whoever starts the load: idle, approach, touch, or deferredSectionsReady.
  const Section = lazy(() =>
    loaded
      ? settled(loaded)
      : (startWhenWanted(name, start), arrival.then((component) => ({ default: component }))),
  );
  function Deferred(props: P) {
    // The context, not useQueryClient: a section without reads needs no query client.
    const queryClient = useContext(QueryClientContext);
    if (sectionReads.recording) for (const read of reads) sectionReads.note(hashKey(read().queryKey));
    else client = queryClient;
    useEffect(() => {
      mounted += 1;
      return () => {
        mounted -= 1;
        // Gone before it hydrated: nothing waits for it any more.
        if (mounted === 0) markHydrated();
      };
    }, []);
    return (
      <div data-deferred={name}>
        <Suspense fallback={null}>
          <Section {...props} />
          <MarkReady name={name} onReady={markHydrated} />
        </Suspense>
      </div>
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}

/** Marks the section hydrated (`data-deferred-ready`, what a browser test waits for) and says so. */
function MarkReady({ name, onReady }: { name: string; onReady: () => void }) {
  useEffect(() => {
    const el = document.querySelector(`[data-deferred="${name}"]`);
    el?.setAttribute('data-deferred-ready', '');
    onReady();
    // The buttons tapped in it before it could take them are tapped again (render/early-taps).
    if (el) replayTapsIn(el);
  }, [name, onReady]);
  return null;
}

/**
 * Runs a server render and returns the query hashes of the reads that only its deferred
 * sections show: the page's hydration data leaves them out (entry-server.tsx).
 */
export function recordSectionReads<T>(render: () => T): { result: T; queryHashes: ReadonlySet<string> } {
  const { result, noted } = sectionReads.record(render);
  return { result, queryHashes: noted };
}

/** Loads every deferred section's code the page has defined (the server, before it renders). */
export async function loadDeferredSections(): Promise<void> {
  const pending = [...sections].filter((s) => !s.loaded());
  if (pending.length > 0) await Promise.all(pending.map((s) => s.start()));
}

/**
 * The browser: loads every deferred section's code and waits until those in the page have
 * hydrated, before an update. New data reaching a section still dehydrated would make it
 * disagree with its server HTML; React takes in a loaded section's code a few tasks later,
 * and at a slow phone's pace a refetch could land before that.
 */
export async function deferredSectionsReady(): Promise<void> {
  // A section whose code cannot load stays as the server sent it; the others go on.
  await Promise.allSettled([...sections].filter((s) => !s.loaded()).map((s) => s.start()));
  await Promise.all([...sections].filter((s) => s.hydrating() && s.loaded()).map((s) => s.hydrated));
}

/** Starts loading the deferred section `part` is (or is in) now: a tap kept for it waits on it. */
export function startDeferredSectionOf(part: Element): void {
  const name = part.closest('[data-deferred]')?.getAttribute('data-deferred');
  for (const section of sections) if (section.name === name) void section.start().catch(() => undefined);
}

/**
 * Starts `start` at the first of idle, approach and touch; at once when the section is
 * not in the page's HTML (a client-only render). A button tapped in it before its code is
 * here is kept, and tapped again once it has hydrated (`MarkReady`): React cannot hydrate the
 * section in time to take it, and drops it.
 */
function startWhenWanted(name: string, start: () => Promise<unknown>): void {
  const el = typeof document === 'undefined' ? null : document.querySelector(`[data-deferred="${name}"]`);
  if (!el || el.childNodes.length === 0 || typeof IntersectionObserver === 'undefined') {
    void start().catch(() => undefined);
    return;
  }
  const go = () => {
    cancelIdle();
    observer.disconnect();
    for (const type of TOUCH_EVENTS) el.removeEventListener(type, go, true);
    void start().catch(() => undefined);
  };
  const cancelIdle = whenIdle(go);
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), {
    rootMargin: `${APPROACH_MARGIN} 0px`,
  });
  observer.observe(el);
  for (const type of TOUCH_EVENTS) el.addEventListener(type, go, true);
  keepTapsInSections();
}

let keepingTaps = false;

/**
 * A tap on a button of a section whose code is not here is kept (render/early-taps). Heard
 * on the document, before React's own listener: React, unable to hydrate the section for
 * the click, stops it from going further.
 */
function keepTapsInSections(): void {
  if (keepingTaps) return;
  keepingTaps = true;
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      const name = button?.closest('[data-deferred]')?.getAttribute('data-deferred');
      if (!button || !name) return;
      for (const section of sections) if (section.name === name && !section.loaded()) keepTap(button);
    },
    true,
  );
}

const TOUCH_EVENTS = ['pointerdown', 'focusin'] as const;
