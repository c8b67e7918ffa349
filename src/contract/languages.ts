// No zod here: public pages import this module, and zod would cost ~30 KB gzip of
// first-load JavaScript (DESIGN §8). Schemas live in ./lang-map.schema.ts.

/** SPEC §1/§3: the interface languages; Arabic is the default and reads right-to-left. */
export const LANGS = ['ar', 'en', 'zh'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'ar';

export type Direction = 'rtl' | 'ltr';
export const dirOf = (lang: Lang): Direction => (lang === 'ar' ? 'rtl' : 'ltr');

export function parseLang(value: unknown): Lang | undefined {
  const lower = typeof value === 'string' ? value.toLowerCase() : undefined;
  return (LANGS as readonly string[]).find((l) => l === lower) as Lang | undefined;
}

/** SPEC §3 "Language option": code, display title in its own script, flag icon. */
export interface LanguageOption {
  lang: Lang;
  title: string;
  /** ISO 3166 country code of the flag shown beside the title. */
  flag: 'sa' | 'gb' | 'cn';
}
export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { lang: 'en', title: 'English', flag: 'gb' },
  { lang: 'ar', title: 'العربية', flag: 'sa' },
  { lang: 'zh', title: '中文', flag: 'cn' },
];

/** A text per language (SPEC §3). Every key optional; keys outside en/ar/zh are refused. */
export interface LangMap {
  en?: string | undefined;
  ar?: string | undefined;
  zh?: string | undefined;
}

/** SPEC §5/§9: a value counts when it is longer than this many characters. */
const LANG_MAP_MIN_LENGTH = 3;

/**
 * SPEC §5 "Language-map text check": a map counts as provided only if all its keys are
 * among en, ar, zh and at least one value is longer than 3 characters. The one
 * implementation, used by the forms and by the server.
 */
export function isValidLangMap(value: unknown): value is LangMap {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.some(([key]) => !(LANGS as readonly string[]).includes(key))) return false;
  return entries.some(([, text]) => typeof text === 'string' && text.trim().length > LANG_MAP_MIN_LENGTH);
}

/** One way to read a language map: the language asked for, then English, then any value. */
export function pick(map: LangMap | null | undefined, lang: Lang): string {
  if (!map) return '';
  return map[lang] || map.en || map.ar || map.zh || '';
}

/**
 * The languages an item still lacks: those in which any of its texts is
 * blank. The admin edits one language at a time, so the forms and cards say what is left.
 */
export function missingLanguages(maps: readonly (LangMap | null | undefined)[]): Lang[] {
  return LANGS.filter((lang) => maps.some((map) => !map?.[lang]?.trim()));
}
