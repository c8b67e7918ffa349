import { z } from 'zod';

/** SPEC §3 "UI translation entry": an en text plus a text per other language. */
export const UiTranslationSchema = z.object({
  id: z.number().int(),
  en: z.string().min(1),
  ar: z.string().optional().default(''),
  zh: z.string().optional().default(''),
});
export type UiTranslation = z.infer<typeof UiTranslationSchema>;
export const UiTranslationListSchema = z.array(UiTranslationSchema);
