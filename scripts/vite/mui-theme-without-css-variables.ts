import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL = '\0mui-create-theme:';

/**
 * MUI's `createTheme` carries its CSS-variables theme builder (`createThemeWithVars`, its
 * parser, selectors and container queries: ~5 KB gzip in every page's first load) and uses
 * it only for a theme given `cssVariables` or `colorSchemes`. Ours is given neither
 * (context/theme.ts), nor is MUI's default theme, and for such options `createTheme` returns
 * `createThemeNoVars(options)` and nothing else. In the browser's build, MUI's own imports of
 * `./createTheme.mjs` get exactly that, and a theme that asks for CSS variables fails loudly
 * instead of coming out different. The server (Node, unbundled) runs MUI's own function: the
 * e2e check that hydration adds no style rule fails if the two themes ever differ.
 */
export function muiThemeWithoutCssVariables(): Plugin {
  return {
    name: 'mui-theme-without-css-variables',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source !== './createTheme.mjs' || !importer) return null;
      const dir = path.dirname(importer);
      return dir.endsWith(path.join('@mui', 'material', 'styles')) ? `${VIRTUAL}${dir}` : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const noVars = JSON.stringify(path.join(id.slice(VIRTUAL.length), 'createThemeNoVars.mjs'));
      return `import createThemeNoVars from ${noVars};
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error('This build maps MUI createTheme to createThemeNoVars (scripts/vite/mui-theme-without-css-variables.ts): remove the plugin to use CSS variables or color schemes.');
  }
  return createThemeNoVars(options, ...args);
}
`;
    },
  };
}
