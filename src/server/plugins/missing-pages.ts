/**
 * The pages past a list's last one (decision 0028). `/blogs?page=N` past the last page
 * answers 404; a bot counting numbers must not cost a render each. After one such render,
 * every higher page of the same list (same path and filter, same language and origin) is
 * answered with that not-found page until a write changes what pages show: no loader, no
 * render. One entry per list address, so the numbers cannot grow it.
 */
export interface MissingPages<Page> {
  /** The not-found page for `key`'s address if page `n` of its list is known to be past the last. */
  get(key: string, version: number): Page | undefined;
  /** Remembers that `key`'s address answered 404 (a list page past the last, when it names one). */
  set(key: string, version: number, page: Page): void;
}

const PAGE_PARAM = /([?&])page=(\d+)(&|$)/;

/**
 * `…/blogs?page=9&lang=en` → the list's own address and the page number, or none when there is no `page=`.
 */
export function splitPage(key: string): { list: string; n: number } | undefined {
  const match = PAGE_PARAM.exec(key);
  if (!match) return undefined;
  const list = `${key.slice(0, match.index)}${match[3] ? match[1] : ''}${key.slice(match.index + match[0].length)}`;
  return { list, n: Number(match[2]) };
}

export function createMissingPages<Page>(max = 200): MissingPages<Page> {
  const known = new Map<string, { from: number; version: number; page: Page }>();
  return {
    get(key, version) {
      const split = splitPage(key);
      const entry = split && known.get(split.list);
      return entry && entry.version === version && split.n >= entry.from ? entry.page : undefined;
    },
    set(key, version, page) {
      const split = splitPage(key);
      if (!split) return;
      const entry = known.get(split.list);
      if (entry && entry.version === version && entry.from <= split.n) return;
      if (!entry && known.size >= max) known.delete(known.keys().next().value as string);
      known.set(split.list, { from: split.n, version, page });
    },
  };
}
