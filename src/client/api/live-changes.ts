import type { QueryClient } from '@tanstack/react-query';
import { CONTENT, isContentChange, isContentName, type ContentChange } from '../../contract';

/**
 * Live updates in proportion to the change (decision 0028). A content entity's
 * `<entity>_changed` event carries `{ id, op }`; an open page refetches only the reads that
 * show that item, or, unless the item was only edited in place (`updated`), the lists it
 * may enter, leave or move in. Events come in bursts (an import, a busy editor): they are
 * gathered, and each query refetches at most once per window.
 */
export const COALESCE_MS = 2000;

/** What one flush refetches of an entity: the changes, or everything (an event without one). */
export type EntityChanges = readonly ContentChange[] | 'all';

/** The items a read holds: a list, a page of cards (`items`), or one item. */
function itemsOf(data: unknown): { items: readonly unknown[]; list: boolean } {
  if (Array.isArray(data)) return { items: data, list: true };
  if (typeof data === 'object' && data !== null) {
    const { items } = data as { items?: unknown };
    return Array.isArray(items) ? { items, list: true } : { items: [data], list: false };
  }
  return { items: [], list: false };
}

/**
 * Whether a query of the entity may have changed: it has no data yet; it shows the item
 * (or is the detail read of its id, `[entity, 'detail', id]`, even one that found none);
 * or it is a list and the item was created, deleted or moved.
 */
export function touchedBy(
  query: { queryKey: readonly unknown[]; state: { data: unknown } },
  idField: string,
  change: ContentChange,
): boolean {
  const { data } = query.state;
  if (data === undefined) return true;
  const [, kind, id] = query.queryKey;
  if (kind === 'detail' && id === change.id) return true;
  const { items, list } = itemsOf(data);
  if (
    items.some(
      (item) =>
        typeof item === 'object' && item !== null && (item as Record<string, unknown>)[idField] === change.id,
    )
  )
    return true;
  return list && change.op !== 'updated';
}

/** Refetches what a gathered set of changes touches, entity by entity. */
export function invalidateChanges(
  queryClient: QueryClient,
  batch: ReadonlyMap<string, EntityChanges>,
): Promise<unknown> {
  return Promise.all(
    [...batch].map(([entity, changes]) => {
      if (changes === 'all' || !isContentName(entity))
        return queryClient.invalidateQueries({ queryKey: [entity] });
      const idField = CONTENT[entity].id;
      return queryClient.invalidateQueries({
        queryKey: [entity],
        predicate: (query) => changes.some((change) => touchedBy(query, idField, change)),
      });
    }),
  );
}

/**
 * Gathers changes and hands them to `flush`: the first at once, then whatever came during
 * each `windowMs` at its end, so a burst of any length makes at most one flush a window.
 */
export function changeGatherer(
  flush: (batch: ReadonlyMap<string, EntityChanges>) => void,
  windowMs = COALESCE_MS,
) {
  let pending = new Map<string, EntityChanges>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    flush(batch);
    timer = setTimeout(run, windowMs);
  };
  return {
    /** `change` absent or not a content change (SPEC §4's bare events): everything of the entity. */
    add(entity: string, change?: unknown) {
      const known = pending.get(entity);
      if (known !== 'all') pending.set(entity, isContentChange(change) ? [...(known ?? []), change] : 'all');
      if (timer === undefined) run();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      pending = new Map();
    },
  };
}
