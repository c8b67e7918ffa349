import { ApiErrorSchema } from '../../../contract';

/**
 * DESIGN §4 error shape for the OpenAPI document: the statuses the openapi plugin does not
 * add on its own (it adds 400, 401, 403, 404 and 429 from the route's schema and hooks).
 */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, ApiErrorSchema]));
