import { z } from 'zod';
import { ApiErrorSchema } from '../../../contract';

/** PostgreSQL `serial` is int4: a larger id would be a database error, so it is a 400 here. */
const INT4_MAX = 2_147_483_647;

/** A row id in a path or query string: digits only (no `1e3`, `0x10` or spaces), 1 … int4 max. */
export const IdParamSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'must be a positive integer')
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be a positive integer').max(INT4_MAX, 'is out of range'));

/**
 * DESIGN §4 error shape for the OpenAPI document: the statuses the openapi plugin does not
 * add on its own (it adds 400, 401, 403, 404 and 429 from the route's schema and hooks).
 */
export const errorResponses = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, ApiErrorSchema]));
