import { isDeepStrictEqual } from 'node:util';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { can, translatableFields } from '../../../contract';
import { AppError } from '../../errors';
import { localize } from '../../i18n/messages';

/**
 * A role that may translate but not write content (decision 0058) changes only the texts of
 * an item: a save that changes anything else (an image, a category, an order) is refused,
 * naming the fields, before anything is stored. The forms send whole items, so a field
 * sent unchanged passes; an upload (a data URL) always counts as a change.
 */
export function checkTextsOnly(
  request: FastifyRequest,
  entity: z.ZodObject,
  body: Record<string, unknown>,
  current: Record<string, unknown>,
): void {
  if (can(request.user?.role, 'content.write')) return;
  const texts = new Set(translatableFields(entity));
  const refused = Object.entries(body)
    .filter(([field, value]) => {
      if (value === undefined || texts.has(field)) return false;
      // An upload field is not a column: null leaves the file as it is.
      if (!(field in current)) return value !== null;
      return !isDeepStrictEqual(value, current[field]);
    })
    .map(([field]) => field);
  if (refused.length)
    throw new AppError(
      'FORBIDDEN',
      localize(request, 'role.textsOnly', { fields: refused.join(', ') }),
      refused.map((field) => ({ path: `body.${field}`, message: 'is not a text this role may change' })),
    );
}
