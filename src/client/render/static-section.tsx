import { useEffect, useReducer, useState, type ComponentType } from 'react';
import { CachedSection } from './cached-section';
import { PartBoundary, lazyPart } from './lazy-part';
import { retryImport } from './retry-import';
import { UnnotedStrings } from './unnoted-strings';

/**
 * The static sections whose code the server has still to load before it renders (each leaves once loaded).
 */
const unloaded = new Set<() => Promise<void>>();

/**
 * A section of a server-rendered page that the browser never hydrates (decision 0017): the
 * footer has links and text only, so its code and its hydration are not needed to show it or
 * to use it. The server renders it (its HTML kept per language and pages version:
 * `CachedSection`); the browser adopts that HTML as it is (the same wrapper with the HTML as
 * its inner HTML: React neither compares nor touches it) and loads no code.
 *
 * What it shows can change on the page: `useInputs` names what it depends on (the language,
 * the settings, the UI strings). Once one of them differs from the first render's (a new
 * language, an edit pushed by the socket), the section's code is loaded and it renders in
 * the browser like any other; the server's HTML stays on screen until the code is here,
 * then gives way in one commit.
 * A page the server did not render (a client-only start) renders it that way at once.
 *
 * A popup open in the server's HTML holds that HTML until it closes (decision 0052): the
 * switch replaces the section's elements, so a drawer the visitor had opened (the HTML opens
 * it without code, decision 0041) would vanish under their finger, its focus dropped to the
 * page, when a change arrives: a live edit, or the first seconds' catch-up of a page the
 * server's cache had kept. The section shows the change from the popup's next opening.
 */
export function staticSection<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  hooks: {
    /** What the section's HTML depends on besides its props, compared item by item. */
    useInputs: () => readonly unknown[];
    /**
     * On the server, what its HTML depends on besides the language and the data (`CachedSection`'s `vary`).
     */
    useVary?: () => string;
  },
): ComponentType<P> {
  const { useInputs, useVary = () => '' } = hooks;
  let loaded: ComponentType<P> | undefined;
  const start = async () => {
    loaded ??= await retryImport(load);
    unloaded.delete(start);
  };
  unloaded.add(start);
  const Live = lazyPart(load);

  function Static(props: P) {
    const inputs = useInputs();
    const vary = useVary();
    const [first] = useState(() => ({ inputs, html: serverHtml(name) }));
    const changed = !sameInputs(first.inputs, inputs);
    // The server's HTML stays while the code is on its way or a popup in it is open.
    const held = changed && first.html !== undefined && (!loaded || hasOpenPopup(name));
    const [, recheck] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      if (!held) return;
      let current = true;
      // Code that cannot load keeps the server's HTML, which works without it.
      start().then(
        () => current && recheck(),
        () => undefined,
      );
      const section = document.querySelector(`[data-section="${name}"]`);
      // 'close' does not bubble; listening in the capture phase hears every dialog inside.
      const closed = () => recheck();
      section?.addEventListener('close', closed, true);
      return () => {
        current = false;
        section?.removeEventListener('close', closed, true);
      };
    }, [held]);
    if (typeof document === 'undefined' || !first.html) {
      // The server (its code loaded before the render), or a page it did not render.
      const Loaded = loaded;
      if (Loaded)
        return (
          <CachedSection name={name} vary={vary}>
            <UnnotedStrings.Provider value={true}>
              <Loaded {...props} />
            </UnnotedStrings.Provider>
          </CachedSection>
        );
      return (
        <div data-section={name} key="live">
          <PartBoundary>
            <Live {...props} />
          </PartBoundary>
        </div>
      );
    }
    if (!changed || held || !loaded) {
      // The same element and HTML as the server sent: React adopts it untouched.
      return <div data-section={name} dangerouslySetInnerHTML={{ __html: first.html }} />;
    }
    // Its code is here: the server's elements give way to the rendered ones in one commit,
    // with no stand-in between that a tap could land on.
    const Loaded = loaded;
    return (
      <div data-section={name} key="live">
        <Loaded {...props} />
      </div>
    );
  }
  Static.displayName = `Static(${name})`;
  return Static;
}

/** Whether a popup (a `<dialog>`) in the section's HTML is open now. */
function hasOpenPopup(name: string): boolean {
  return document.querySelector(`[data-section="${name}"] dialog[open]`) !== null;
}

/** The section's HTML in the page being hydrated, read once, at its first render. */
function serverHtml(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`[data-section="${name}"]`)?.innerHTML || undefined;
}

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/** Loads every static section's code (the server, before it renders; nothing once all are loaded). */
export async function loadStaticSections(): Promise<void> {
  if (unloaded.size > 0) await Promise.all([...unloaded].map((start) => start()));
}
