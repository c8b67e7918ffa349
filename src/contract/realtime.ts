import { CHANGED_ENTITIES, type ChangedEntity } from './content-registry';

/**
 * SPEC §4/§7 socket events (`services_changed`, `categories_changed`,
 * `translations_changed`) plus DESIGN §4's `<entity>_changed` for the rest: one per entity
 * of the content registry and per office record.
 */
export const REALTIME_EVENTS = Object.fromEntries(
  CHANGED_ENTITIES.map((entity) => [entity, `${entity}_changed`]),
) as {
  readonly [K in ChangedEntity]: `${K}_changed`;
};
export type RealtimeEvent = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

/**
 * `updated` leaves every list's membership and order as it was; `moved` is an update that
 * may not (a service's category, a question's order); `created` and `deleted` move the
 * pages after the item.
 */
const CHANGE_OPS = ['created', 'updated', 'moved', 'deleted'] as const;
export type ChangeOp = (typeof CHANGE_OPS)[number];

/**
 * What one write changed, sent with a content entity's `<entity>_changed` event (decision
 * 0028): a client written to SPEC ignores it and refetches everything of the entity; ours
 * refetches only what shows that item, or a list it may move (any op but `updated`).
 * An event without it (office records, a restore of many) means "anything of the entity".
 */
export interface ContentChange {
  id: number;
  op: ChangeOp;
}

export const isContentChange = (value: unknown): value is ContentChange =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as ContentChange).id) &&
  (CHANGE_OPS as readonly unknown[]).includes((value as ContentChange).op);

/**
 * A page learns what it missed (DESIGN §8: a page whose socket connects after an edit
 * catches up). The page carries the content stamp it was rendered at (`since`, in its
 * hydration data); its socket sends the newest stamp it knows in the handshake's `auth`,
 * and the server answers once, on connection, with this event: the changes after that
 * stamp, or `null` when it cannot know them (its log starts later: a restart, a new
 * instance), which means "anything may have changed". Reconnects do the same with the
 * stamp of the last answer. A client written to SPEC sends no stamp and ignores the event.
 */
export const CATCH_UP_EVENT = 'caught_up';

export interface MissedChange {
  entity: ChangedEntity;
  /** Absent: anything of the entity (as an event without a change). */
  change?: ContentChange;
}

export interface CatchUp {
  /** The server's newest content stamp: what the next handshake sends. */
  stamp: number;
  changes: MissedChange[] | null;
}
