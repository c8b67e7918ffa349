import { z } from 'zod';
import type { LangMap } from './languages';

/** At most `max` characters, with a message that names the limit (decision 0008). */
export const textMax = (max: number) => z.string().max(max, `must be at most ${max} characters`);

/**
 * A language map on the wire: only en/ar/zh keys, string values (SPEC §3, §5); each value
 * at most `max` characters when a limit is given (writes), unbounded when read back.
 */
export const langMapSchema = (max?: number): z.ZodType<LangMap> => {
  const value = max === undefined ? z.string() : textMax(max);
  return z.strictObject({ en: value.optional(), ar: value.optional(), zh: value.optional() });
};
export const LangMapSchema: z.ZodType<LangMap> = langMapSchema();
