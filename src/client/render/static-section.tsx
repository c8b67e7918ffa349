import { Suspense, lazy, useState, type ComponentType } from 'react';
import { CachedSection } from './cached-section';
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
 * the browser like any other; the server's HTML stays on screen until the code is here.
 * A page the server did not render (a client-only start) renders it that way at once.
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
    loaded ??= await load();
    unloaded.delete(start);
  };
  unloaded.add(start);
  const Live = lazy(() => load().then((component) => ({ default: component })));

  function Static(props: P) {
    const inputs = useInputs();
    const vary = useVary();
    const [first] = useState(() => ({ inputs, html: serverHtml(name) }));
    if (typeof document === 'undefined' || !first.html) {
      // The server (its code loaded before the render), or a page it did not render.
      const Loaded = loaded;
      if (Loaded) {
        return (
          <CachedSection name={name} vary={vary}>
            <UnnotedStrings.Provider value={true}>
              <Loaded {...props} />
            </UnnotedStrings.Provider>
          </CachedSection>
        );
      }
    } else if (sameInputs(first.inputs, inputs)) {
      // The same element and HTML as the server sent: React adopts it untouched.
      return <div data-section={name} dangerouslySetInnerHTML={{ __html: first.html }} />;
    }
    // Until the code is here, the HTML as it is now (a popup in it may have opened and closed since).
    const shown = first.html && (serverHtml(name) ?? first.html);
    return (
      <div data-section={name} key="live">
        <Suspense fallback={shown ? <div dangerouslySetInnerHTML={{ __html: shown }} /> : null}>
          <Live {...props} />
        </Suspense>
      </div>
    );
  }
  Static.displayName = `Static(${name})`;
  return Static;
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
