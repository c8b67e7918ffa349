import { z } from 'zod';

/** Serial ids are int4: a larger number is a 400, never a database error. */
const ID_MAX = 2_147_483_647;

/** A row id in a path or query string: digits only (no `1e3`, `0x10` or ` 7`), 1 … int4 max. */
export const IdSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'must be a positive integer')
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be a positive integer').max(ID_MAX, 'is out of range'));
