import type { ComponentType } from 'react';
import { PartBoundary, lazyPart } from './lazy-part';

/**
 * Loads a MUI part of a public page (a form's alerts and progress, its chosen files) with
 * MUI's theme and emotion around it. A public page's first load holds none of MUI or emotion
 * (decision 0021: ~50 KB gzip, and its evaluation a long task on a phone); its own parts are
 * plain elements (decisions 0019, 0039: the menus, the drawer and the category picker too),
 * and each MUI part comes in through here when it is about to show (`lazyMuiPart`). A MUI
 * component rendered outside one would take MUI's default theme: the wrong colours, and
 * left-to-right in Arabic.
 */
export function muiPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => Promise<ComponentType<P>> {
  let themed: Promise<ComponentType<P>> | undefined;
  return () =>
    (themed ??= Promise.all([load(), import('./mui/directional-theme')]).then(
      ([component, { withDirectionalTheme }]) => withDirectionalTheme(component),
      (error: unknown) => {
        // A load that failed (a dropped connection) is tried again the next time (decision 0062).
        themed = undefined;
        throw error;
      },
    ));
}

/**
 * A MUI part as a component that loads the first time it renders, showing nothing until
 * then, nor while its code cannot be fetched (`PartBoundary`: the rest of the form keeps
 * working). Render it only when it has something to show (an alert, a progress bar), and
 * call `preload` when it is likely to (the visitor starts filling the form): loaded by then,
 * it shows in the same render.
 */
export function lazyMuiPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazyPart(muiPart(load));
  function Part(props: P) {
    return (
      <PartBoundary>
        <Loaded {...props} />
      </PartBoundary>
    );
  }
  /** Resolves once the part is here (or its load failed: it is tried again when it renders). */
  Part.preload = Loaded.preload;
  return Part;
}
