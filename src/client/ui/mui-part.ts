import type { ComponentType } from 'react';

/**
 * Loads a MUI part of a public page (a menu, the drawer, a form's alerts and progress, the
 * category picker) with MUI's theme and emotion around it. A public page's first load holds
 * none of MUI or emotion (issue 10: ~50 KB gzip and its evaluation, a long task on a phone);
 * its own parts are plain elements (decision 0019), and each MUI part comes in through here,
 * with `lazyWhenOpen`, `deferredSection` or `lazy`. A MUI component rendered outside one
 * would take MUI's default theme: the wrong colours, and left-to-right in Arabic.
 */
export function muiPart<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  let themed: Promise<ComponentType<P>> | undefined;
  return () =>
    (themed ??= Promise.all([load(), import('./mui/directional-theme')]).then(
      ([component, { withDirectionalTheme }]) => withDirectionalTheme(component),
      (error: unknown) => {
        // A load that failed (a dropped connection) is tried again the next time.
        themed = undefined;
        throw error;
      },
    ));
}
