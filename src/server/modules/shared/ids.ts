import { z } from 'zod';

/** PostgreSQL `serial` is int4: a larger id would be a database error, so it is a 400 here. */
const ID_MAX = 2_147_483_647;

/** A row id in a path or query string: digits only (no `1e3`, `0x10`, `1.5` or ` 7`), 1 … int4 max. */
export const IdSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'must be a positive integer')
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be a positive integer').max(ID_MAX, 'is out of range'));

/** The `:id` of `/<entity>/:id` routes; a bad one answers 400 naming `params.id`. */
export const IdParamsSchema = z.object({ id: IdSchema });

/** A calendar day, `YYYY-MM-DD`, that exists (no 2026-02-30: the database would refuse it). */
const isDay = (day: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
};
export const DaySchema = z.string().refine(isDay, 'must be a date, YYYY-MM-DD');
