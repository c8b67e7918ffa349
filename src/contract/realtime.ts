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
export const CHANGE_OPS = ['created', 'updated', 'moved', 'deleted'] as const;
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
