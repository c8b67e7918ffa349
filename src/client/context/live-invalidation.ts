import type { QueryClient } from '@tanstack/react-query';
import { CATCH_UP_EVENT, PATHS, REALTIME_EVENTS, type CatchUp, type RealtimeEvent } from '../../contract';
import { noteContentStamp } from '../api/content-stamp';
import { COALESCE_MS, changeGatherer, invalidateChanges } from '../api/live-changes';
import { deferredSectionsReady } from '../render/deferred-section';
import { subscribe, takeUnheardCatchUp } from './socket';

/**
 * `<entity>_changed` → query keys starting with the entity (STYLE §2.4): services,
 * categories, translations (SPEC §4) and the rest of DESIGN §4's events alike.
 */
const QUERY_PREFIX_BY_EVENT = Object.fromEntries(
  Object.entries(REALTIME_EVENTS).map(([entity, event]) => [event, entity]),
) as Record<RealtimeEvent, keyof typeof REALTIME_EVENTS>;

/**
 * Refetches what an event's change touches (api/live-changes.ts), gathered per window,
 * until the returned stop is called. Reads never go stale by age (api/live.ts): on each
 * (re)connection the server says what changed since the page's stamp (contract
 * CATCH_UP_EVENT), or that it cannot know, and then every entity's queries are refetched.
 */
export function startLiveInvalidation(queryClient: QueryClient): () => void {
  // New data would not match a section still dehydrated, whose server HTML holds the old
  // (render/deferred-section): its code comes first, then the refetch.
  // Staff screens apply each change at once: an editor opening a form must see another
  // admin's write of a second ago, or saving would overwrite it. Public pages, which
  // thousands may have open, gather them (api/live-changes.ts).
  const staff = [PATHS.system, PATHS.login].some((path) => window.location.pathname.startsWith(path));
  const gathered = changeGatherer(
    (batch) => void deferredSectionsReady().then(() => invalidateChanges(queryClient, batch)),
    staff ? 0 : COALESCE_MS,
  );
  const onCatchUp = (payload?: unknown) => {
    const { stamp, changes } = (payload ?? {}) as Partial<CatchUp>;
    if (changes === null) for (const prefix of Object.values(QUERY_PREFIX_BY_EVENT)) gathered.add(prefix);
    else for (const { entity, change } of changes ?? []) gathered.add(entity, change);
    noteContentStamp(stamp);
  };
  const unsubscribe = subscribe(
    [
      [
        CATCH_UP_EVENT,
        (payload) => {
          takeUnheardCatchUp();
          onCatchUp(payload);
        },
      ],
      ...Object.entries(QUERY_PREFIX_BY_EVENT).map(
        ([event, prefix]) => [event, (change?: unknown) => gathered.add(prefix, change)] as const,
      ),
    ],
    // Listening now: a catch-up that came before is taken here, any later one above.
    () => {
      const missed = takeUnheardCatchUp();
      if (missed) onCatchUp(missed);
    },
  );
  return () => {
    unsubscribe();
    gathered.stop();
  };
}
