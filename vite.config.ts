import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The page's code at low priority (issue 10): a public page arrives rendered, so its text,
 * font and first image come first and the code that hydrates it after. At the default
 * (High) Chrome, and Lighthouse's model of a phone, treat module scripts as render-blocking.
 * The route chunks the server preloads get the same (plugins/page-preloads.ts).
 */
const scriptsAfterContent: Plugin = {
  name: 'scripts-after-content',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html
        .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
        .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin'),
  },
};

const serverPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  plugins: [react(), scriptsAfterContent],
  // CommonJS with a default export: crashes the SSR build when externalised (DESIGN §9).
  ssr: { noExternal: ['stylis-plugin-rtl'] },
  // The manifest maps each route module to its chunks: the server preloads a page's own (plugins/page-preloads.ts).
  build: { sourcemap: false, chunkSizeWarningLimit: 800, manifest: true },
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
