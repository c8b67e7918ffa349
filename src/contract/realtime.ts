import { CHANGED_ENTITIES, type ChangedEntity } from './content-registry';

/**
 * SPEC §4/§7 socket events (`services_changed`, `categories_changed`,
 * `translations_changed`) plus DESIGN §4's `<entity>_changed` for the rest: one per entity
 * of the content registry and per office record.
 */
export const REALTIME_EVENTS = Object.fromEntries(CHANGED_ENTITIES.map((entity) => [entity, `${entity}_changed`])) as {
  readonly [K in ChangedEntity]: `${K}_changed`;
};
export type RealtimeEvent = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];
