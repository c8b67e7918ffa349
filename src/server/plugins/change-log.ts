import type { ChangedEntity, ContentChange, MissedChange } from '../../contract';

/** How many recent changes an instance remembers for pages that connect late (a busy import is a few hundred). */
const CHANGE_LOG_SIZE = 1000;

/**
 * The changes a page may have missed between its render and its socket's connection
 * (DESIGN §8; the `caught_up` event of contract/realtime.ts).
 *
 * Each change gets a stamp: a Lamport clock on wall time, `max(now, newest seen + 1)`, so
 * stamps only grow, survive a restart (the clock goes on from the time) and order the
 * changes of several instances the same way everywhere, since a change heard from another
 * instance carries its stamp and moves this clock past it. The log holds the last
 * `size` changes; before its `floor` (the process's start, the oldest change it let go, or
 * a moment it may have missed changes: Redis away) it knows nothing, and says so.
 */
export function changeLog(size = CHANGE_LOG_SIZE, now: () => number = Date.now) {
  let newest = now();
  let floor = newest;
  const entries: { stamp: number; missed: MissedChange }[] = [];
  // A change heard from another instance goes after every stamp given here so far: a page
  // rendered here before it arrived has a stamp below it, and hears of it.
  const tick = (heard?: number) => (newest = Math.max(heard ?? now(), newest + 1));
  return {
    /** Notes a change (made here, or heard from another instance with its stamp); returns its stamp. */
    add(entity: ChangedEntity, change?: ContentChange, heard?: number): number {
      const stamp = tick(heard);
      entries.push({ stamp, missed: change ? { entity, change } : { entity } });
      if (entries.length > size) floor = entries.shift()!.stamp;
      return stamp;
    },
    /** Anything may have changed until now (a dropped cache, changes that never arrived). */
    forget(): number {
      entries.length = 0;
      return (floor = tick());
    },
    /** The newest stamp: a page rendered now has seen every change up to it. */
    stamp: () => newest,
    /** The changes after `since`, oldest first; `null` when some of them may be unknown here. */
    since(since: number): MissedChange[] | null {
      if (since < floor) return null;
      const missed: MissedChange[] = [];
      for (let i = entries.length - 1; i >= 0 && entries[i]!.stamp > since; i--)
        missed.unshift(entries[i]!.missed);
      return missed;
    },
  };
}
