import { z } from 'zod';

/** SPEC §3 "SEO metadata entry". */
export const OG_TYPES = ['website', 'blog', 'article'] as const;
export const SeoEntrySchema = z.object({
  path: z.string().startsWith('/'),
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  og_image: z.string(),
  og_type: z.enum(OG_TYPES),
});
export type SeoEntry = z.infer<typeof SeoEntrySchema>;
export const SeoEntryListSchema = z.array(SeoEntrySchema);

/** SPEC §7: `/` in a page path travels as `$` in `PATCH /seoMetaData/{path}`. */
export const seoPathToParam = (path: string): string => path.replaceAll('/', '$');
export const seoParamToPath = (param: string): string => param.replaceAll('$', '/');
