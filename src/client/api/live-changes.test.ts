import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentChange } from '../../contract';
import { changeGatherer, touchedBy, type EntityChanges } from './live-changes';

const query = (queryKey: unknown[], data: unknown) => ({ queryKey, state: { data } });
const page = (...ids: number[]) => ({
  items: ids.map((blog_id) => ({ blog_id })),
  total: 40,
  page: 2,
  limit: ids.length,
});
const change = (id: number, op: ContentChange['op']): ContentChange => ({ id, op });

describe('touchedBy (decision 0028)', () => {
  it('an edit touches only the reads that show the item', () => {
    expect(
      touchedBy(query(['blogs', 'cards', { page: 2 }], page(7, 6)), 'blog_id', change(7, 'updated')),
    ).toBe(true);
    expect(
      touchedBy(query(['blogs', 'cards', { page: 7 }], page(2, 1)), 'blog_id', change(7, 'updated')),
    ).toBe(false);
    expect(
      touchedBy(query(['blogs', 'list'], [{ blog_id: 1 }, { blog_id: 7 }]), 'blog_id', change(7, 'updated')),
    ).toBe(true);
    expect(touchedBy(query(['blogs', 'detail', 7], { blog_id: 7 }), 'blog_id', change(7, 'updated'))).toBe(
      true,
    );
    expect(touchedBy(query(['blogs', 'detail', 3], { blog_id: 3 }), 'blog_id', change(7, 'updated'))).toBe(
      false,
    );
  });

  it('an item added, deleted or moved touches every list, and the detail read of its id even when it found none', () => {
    for (const op of ['created', 'deleted', 'moved'] as const) {
      expect(touchedBy(query(['blogs', 'cards', { page: 7 }], page(2, 1)), 'blog_id', change(70, op))).toBe(
        true,
      );
      expect(touchedBy(query(['blogs', 'detail', 3], { blog_id: 3 }), 'blog_id', change(70, op))).toBe(false);
    }
    expect(touchedBy(query(['blogs', 'detail', 70], null), 'blog_id', change(70, 'created'))).toBe(true);
  });

  it('a read with no data yet is always refetched', () => {
    expect(
      touchedBy(query(['blogs', 'cards', { page: 1 }], undefined), 'blog_id', change(1, 'updated')),
    ).toBe(true);
  });
});

describe('changeGatherer', () => {
  afterEach(() => vi.useRealTimers());

  it('flushes the first change at once, then at most once a window however many come', () => {
    vi.useFakeTimers();
    const flushes: ReadonlyMap<string, EntityChanges>[] = [];
    const gatherer = changeGatherer((batch) => flushes.push(batch), 2000);
    gatherer.add('blogs', change(1, 'updated'));
    expect(flushes).toHaveLength(1);
    // 50 edits over the next 2 seconds.
    for (let i = 0; i < 50; i++) {
      vi.advanceTimersByTime(39);
      gatherer.add('blogs', change(i + 2, 'updated'));
    }
    vi.advanceTimersByTime(2000);
    expect(flushes).toHaveLength(2);
    expect((flushes[1]!.get('blogs') as ContentChange[]).length).toBe(50);
    vi.advanceTimersByTime(10_000);
    expect(flushes).toHaveLength(2);
    gatherer.stop();
  });

  it('an event without a change (SPEC §4 bare events, a reconnect) refetches everything of the entity', () => {
    vi.useFakeTimers();
    const flushes: ReadonlyMap<string, EntityChanges>[] = [];
    const gatherer = changeGatherer((batch) => flushes.push(batch), 2000);
    gatherer.add('settings');
    gatherer.add('blogs', change(1, 'updated'));
    gatherer.add('blogs', { nonsense: true });
    gatherer.add('blogs', change(2, 'updated'));
    vi.advanceTimersByTime(2000);
    expect(flushes.map((batch) => Object.fromEntries(batch))).toEqual([
      { settings: 'all' },
      { blogs: 'all' },
    ]);
    gatherer.stop();
  });
});
