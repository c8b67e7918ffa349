/**
 * Options of a read the socket keeps fresh (SPEC §4, STYLE §2.4): its `<entity>_changed`
 * event invalidates it, and a reconnect invalidates everything (events may have been
 * missed), so it never goes stale by age. That is also what lets a server-rendered page
 * hydrate without asking again, however old its HTML (docs/decisions/0009).
 */
export const LIVE = { staleTime: Number.POSITIVE_INFINITY } as const;
