import { z } from 'zod';
import { LANGS, type LangMap } from './languages';

export const LangSchema = z.enum(LANGS);

/** A language map on the wire: only en/ar/zh keys, string values (SPEC §3, §5). */
export const LangMapSchema: z.ZodType<LangMap> = z.strictObject({
  en: z.string().optional(),
  ar: z.string().optional(),
  zh: z.string().optional(),
});
