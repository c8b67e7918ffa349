/** One chunk of Vite's build manifest (`build.manifest`), keyed by its source module. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * Preload tags for the chunks a rendered page's lazy routes need (docs/decisions/0009):
 * the route modules and what they import, less what the entry already preloads. Sent with
 * the HTML, so the browser fetches them alongside the entry instead of discovering them
 * after it runs. Inert until the page has loaded, as the entry's (public/boot.js).
 */
export function modulePreloader(manifest: ViteManifest): (modules: readonly string[]) => string {
  const filesOf = (key: string, into: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) filesOf(imported, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? 'index.html';
  const inEntry = filesOf(entryKey, new Set());
  const memo = new Map<string, string>();
  return (modules) => {
    const key = modules.join('\n');
    let tags = memo.get(key);
    if (tags === undefined) {
      const files = new Set<string>();
      for (const module of modules) filesOf(module, files);
      tags = [...files]
        .filter((file) => !inEntry.has(file))
        .map((file) => `<link rel="modulepreload-after-load" crossorigin href="/${file}">`)
        .join('\n    ');
      memo.set(key, tags);
    }
    return tags;
  };
}
