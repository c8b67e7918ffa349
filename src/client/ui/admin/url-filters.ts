import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Typing waits this long for the next key before the list is asked again. */
const TYPING_MS = 300;

/**
 * A list's filters kept in the address (decision 0028): a search can be shared, reloaded and
 * gone back to. Setting one replaces the history entry, and goes back to the first page.
 */
export function useUrlFilters(names: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  // The address as it is now: react-router's functional update is handed the parameters of
  // the render that made it, so a search box's timer, firing after another filter changed,
  // wrote the address back without that filter.
  const latest = useRef(search);
  latest.current = search;
  const update = (change: (next: URLSearchParams) => void) =>
    setSearch(
      () => {
        const next = new URLSearchParams(latest.current);
        change(next);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return {
    search,
    set: (name: string, value: string | undefined) =>
      update((next) => (value ? next.set(name, value) : next.delete(name))),
    clear: () => update((next) => names.forEach((name) => next.delete(name))),
    filtered: names.some((name) => search.has(name)),
  };
}

/** A search box's text, written to the address (`name`) once typing pauses. */
export function useTypedFilter(filters: ReturnType<typeof useUrlFilters>, name: string) {
  const [typed, setTyped] = useState(filters.search.get(name) ?? '');
  useEffect(() => {
    if (typed.trim() === (filters.search.get(name) ?? '')) return;
    const timer = setTimeout(() => filters.set(name, typed.trim() || undefined), TYPING_MS);
    return () => clearTimeout(timer);
    // `filters` is new each render; the box's text is what counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  return [typed, setTyped] as const;
}
