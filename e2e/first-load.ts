import { gzipSync } from 'node:zlib';

/** A page's first-load JavaScript: the entry script and every chunk its HTML preloads. */
export interface FirstLoad {
  path: string;
  chunks: { url: string; bytes: number; gzip: number }[];
  gzip: number;
}

const SCRIPT_URLS = /<script type="module"[^>]*\bsrc="([^"]+)"|<link rel="modulepreload"[^>]*\bhref="([^"]+)"/g;

/**
 * Reads the HTML the server sends for `path` and weighs the JavaScript a browser must
 * fetch before the page works (gzip level 9, as the static files are served compressed).
 * Lazy chunks (the back-office, the socket client) are not in it.
 */
export async function firstLoadJs(baseUrl: string, path: string): Promise<FirstLoad> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const urls = [...new Set([...html.matchAll(SCRIPT_URLS)].map((m) => m[1] ?? m[2]!))];
  const chunks = await Promise.all(
    urls.map(async (url) => {
      const body = Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer());
      return { url, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
    }),
  );
  return { path, chunks, gzip: chunks.reduce((sum, c) => sum + c.gzip, 0) };
}
