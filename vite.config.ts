import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin } from 'vite';

/**
 * The page's code after the page (docs/decisions/0011): a public page arrives
 * rendered, so its text, fonts and first image come first and the code that hydrates it
 * after. The HTML names the entry and its chunks inertly, as links of a rel the browser does
 * not know (`module-after-load`, `modulepreload-after-load`): it fetches none of them, and
 * the HTML stays valid (a script of an unknown type may not have a `src`: decision 0042).
 * public/boot.js asks for them once the page
 * has loaded. Asked for from the head, even at low priority, ~200 KB of code shared a
 * phone's link with the content: LCP 1.8–6.4 s, against 1.3–1.7 s with this. The route
 * chunks the server adds for a page take the same form (plugins/page-preloads.ts). The
 * `react` and `vendor` chunks are marked data-run="1" and "2": boot.js runs them in that
 * order before the entry, each in a task of its own (src/client/react-first.ts).
 */
const scriptsAfterContent: Plugin = {
  name: 'scripts-after-content',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html
        .replaceAll(
          /<script type="module" crossorigin src="([^"]+)"><\/script>/g,
          '<link rel="module-after-load" crossorigin href="$1">',
        )
        .replaceAll(
          '<link rel="modulepreload" crossorigin',
          '<link rel="modulepreload-after-load" crossorigin',
        )
        .replace(
          '<link rel="modulepreload-after-load" crossorigin href="/assets/react-',
          '<link rel="modulepreload-after-load" crossorigin data-run="1" href="/assets/react-',
        )
        .replace(
          '<link rel="modulepreload-after-load" crossorigin href="/assets/vendor-',
          '<link rel="modulepreload-after-load" crossorigin data-run="2" href="/assets/vendor-',
        )
        .replace('</body>', '  <script defer src="/boot.js"></script>\n  </body>'),
  },
};

/**
 * public/boot.js as the browser gets it: minified. Its comments explain it to a reader of the
 * source (decisions 0011, 0041), not to every phone: they were half of its bytes, and it is in
 * every public page's first load (perf-budget.json).
 */
const minifiedBoot: Plugin = {
  name: 'minified-boot',
  apply: 'build',
  writeBundle(options) {
    const file = path.join(options.dir ?? '', 'boot.js');
    if (!existsSync(file)) return;
    const { code, errors } = minifySync('boot.js', readFileSync(file, 'utf8'));
    if (errors.length) throw new Error(`public/boot.js: ${errors.map((e) => e.message).join('; ')}`);
    writeFileSync(file, code);
  },
};

const VIRTUAL = '\0mui-create-theme:';

/**
 * MUI's `createTheme` carries its CSS-variables theme builder (`createThemeWithVars`, its
 * parser, selectors and container queries: ~5 KB gzip in every page's first load) and uses
 * it only for a theme given `cssVariables` or `colorSchemes`. Ours is given neither
 * (render/mui/theme.ts), nor is MUI's default theme, and for such options `createTheme` returns
 * `createThemeNoVars(options)` and nothing else. In the browser's build, MUI's own imports of
 * `./createTheme.mjs` get exactly that, and a theme that asks for CSS variables fails loudly
 * instead of coming out different. The server (Node, unbundled) runs MUI's own function: the
 * e2e check that hydration adds no style rule fails if the two themes ever differ.
 */
function muiThemeWithoutCssVariables(): Plugin {
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
    throw new Error('This build maps MUI createTheme to createThemeNoVars (vite.config.ts): remove the plugin to use CSS variables or color schemes.');
  }
  return createThemeNoVars(options, ...args);
}
`;
    },
  };
}

const serverPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  plugins: [react(), scriptsAfterContent, minifiedBoot, muiThemeWithoutCssVariables()],
  // CommonJS with a default export: crashes the SSR build when externalised (DESIGN §9).
  ssr: { noExternal: ['stylis-plugin-rtl'] },
  // The manifest maps each route module to its chunks: the server preloads a page's own (plugins/page-preloads.ts).
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically, which every page loads, as one chunk:
        // rolldown otherwise cut it into ~25 shared chunks (ButtonBase, Typography, Paper…)
        // for the lazy pages that share them. One file compresses better (the first load of
        // / went from 239 to 226 KB gzip) and is one request where there were 25: a page asks
        // for 10-44 files, not 32-66, and asking cost the phone's main thread ~1 ms each.
        codeSplitting: {
          groups: [
            // React alone, so public/boot.js can run it before the rest (src/client/react-first.ts).
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]client[\\/]react-first/,
              tags: ['$initial'],
              priority: 2,
            },
            // The other libraries every page loads (MUI, emotion, react-router, TanStack Query),
            // run next, in a task of their own.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
            // The app's own code every page loads, as one file: fewer requests (decision 0011).
            { name: 'shell', tags: ['$initial'], priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: Vite serves the client with hot reload and passes API, socket and
    // media calls to the API server that scripts/dev.mjs runs beside it.
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${serverPort}`,
      '/media': `http://127.0.0.1:${serverPort}`,
      '/socket.io': { target: `ws://127.0.0.1:${serverPort}`, ws: true },
    },
  },
});
