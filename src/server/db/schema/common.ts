import { boolean, jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { LangMap } from '../../../contract';

/** A language map column (SPEC §3): jsonb `{ en?, ar?, zh? }`. */
export const langMap = (name: string) => jsonb(name).$type<LangMap>().notNull().default({});

/** Every content row keeps its creation time and is soft-deleted (issue 3 §1). */
export const creationTimestamp = () => timestamp('creation_timestamp', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
export const isDeleted = () => boolean('is_deleted').notNull().default(false);
