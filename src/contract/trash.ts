import { z } from 'zod';
import { TRASH_ENTITIES } from './content-registry';
import { LangMapSchema } from './lang-map.schema';

// What the trash holds (every soft-deleted entity, the inboxes included) is the content
// registry's: TRASH_ENTITIES, TrashEntity.

/**
 * `GET /trash`: one deleted item, with when and by whom (null for a delete before the trash kept a trail).
 */
export const TrashItemSchema = z.object({
  entity: z.enum(TRASH_ENTITIES),
  id: z.number().int(),
  /** A content item's name in each language; an inbox item's sender and subject as sent. */
  title: z.union([z.string(), LangMapSchema]),
  image_url: z.string().nullable(),
  deleted_at: z.string().nullable(),
  deleted_by: z.object({ user_id: z.number().int(), email: z.string().nullable() }).nullable(),
});
export type TrashItem = z.infer<typeof TrashItemSchema>;

export const TrashParamsSchema = z.object({
  entity: z.enum(TRASH_ENTITIES),
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'must be a positive integer')
    .transform(Number),
});
