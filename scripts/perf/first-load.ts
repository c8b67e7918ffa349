import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One file of a page's first load, with its size as sent compressed. */
export interface Weighed {
  url: string;
  bytes: number;
  gzip: number;
  brotli: number;
}

/** A page's first load: the JavaScript it needs before it works, and its CSS. */
export interface FirstLoad {
  path: string;
  /** The entry script and every chunk its HTML preloads. */
  chunks: Weighed[];
  gzip: number;
  brotli: number;
  /** `<style>` in the HTML (emotion's critical CSS, the fonts' faces) and linked stylesheets. */
  css: { inline: Weighed; files: Weighed[] };
}

/**
 * Every script the page names (public/boot.js, then the entry it starts) and every chunk
 * it preloads, in either form (vite.config.ts).
 */
const SCRIPT_URLS =
  /<script\b[^>]*\bsrc="([^"]+)"|<link rel="(?:modulepreload(?:-after-load)?|module-after-load)"[^>]*\bhref="([^"]+)"/g;
const STYLESHEETS = /<link rel="stylesheet"[^>]*\bhref="([^"]+)"/g;
const STYLE_TAGS = /<style[^>]*>([\s\S]*?)<\/style>/g;

function weigh(url: string, body: Buffer): Weighed {
  return {
    url,
    bytes: body.length,
    // As the static files are served: gzip level 9, brotli at its best.
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const fetchAll = (baseUrl: string, urls: string[]) =>
  Promise.all(
    urls.map(async (url) =>
      weigh(url, Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer())),
    ),
  );

/**
 * Reads the HTML the server sends for `path` and weighs what a browser must fetch before
 * the page works, each file compressed on its own as served. Lazy chunks (the back-office,
 * the socket client, a popup's code, the snackbars, axios) are not in it.
 */
export async function firstLoad(baseUrl: string, path: string): Promise<FirstLoad> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const scripts = [...new Set([...html.matchAll(SCRIPT_URLS)].map((m) => m[1] ?? m[2]!))];
  const sheets = [...new Set([...html.matchAll(STYLESHEETS)].map((m) => m[1]!))];
  const chunks = await fetchAll(baseUrl, scripts);
  const inline = weigh(
    '(inline <style>)',
    Buffer.from([...html.matchAll(STYLE_TAGS)].map((m) => m[1]).join('\n')),
  );
  return {
    path,
    chunks,
    gzip: chunks.reduce((sum, c) => sum + c.gzip, 0),
    brotli: chunks.reduce((sum, c) => sum + c.brotli, 0),
    css: { inline, files: await fetchAll(baseUrl, sheets) },
  };
}

/** Every public template: the static routes, a post and a service (the first of each). */
export async function publicPaths(baseUrl: string, staticPaths: readonly string[]): Promise<string[]> {
  const blogs = (await (await fetch(`${baseUrl}/api/blogs`)).json()) as { blog_id: number }[];
  const services = (await (await fetch(`${baseUrl}/api/services`)).json()) as { service_id: number }[];
  return [
    ...staticPaths,
    `/blogs/post?blog_id=${blogs[0]!.blog_id}`,
    `/services/service?service_id=${services[0]!.service_id}`,
  ];
}
