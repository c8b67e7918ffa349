import type { Lang, UiTranslation } from '../../../contract';
import { ADMIN_STRINGS } from './admin';
import { ADMIN_CONTENT_STRINGS } from './admin-content';
import { ADMIN_OFFICE_STRINGS } from './admin-office';
import { ACCOUNT_STRINGS, STAFF_LINK_STRINGS, TWO_STEP_STRINGS } from './account';
import { DESK_STRINGS } from './desk';
import { ROLE_STRINGS } from './roles';
import { AUDIT_STRINGS, HISTORY_STRINGS } from './history';
import { AUTH_STRINGS } from './auth';
import { KIT_STRINGS } from './kit';
import { SERVICES_STRINGS } from './services';
import { LAYOUT_STRINGS } from './layout';
import { PAGES_STRINGS } from './pages';
import { HOME_STRINGS } from './home';
import { PAGES_INFO_STRINGS } from './pages-info';
import { REQUEST_FORM_STRINGS } from './request-form';
import { SEARCH_STRINGS } from './search';
import { ENTITY_SEEDS } from '../rows';

/** [en, ar, zh] for every UI string; `t(en)` looks the English text up case-insensitively. */
export type UiString = readonly [en: string, ar: string, zh: string];

const ALL: readonly UiString[] = [
  ...LAYOUT_STRINGS,
  ...PAGES_STRINGS,
  ...AUTH_STRINGS,
  ...ADMIN_STRINGS,
  ...ADMIN_CONTENT_STRINGS,
  ...ADMIN_OFFICE_STRINGS,
  ...ACCOUNT_STRINGS,
  ...TWO_STEP_STRINGS,
  ...STAFF_LINK_STRINGS,
  ...ROLE_STRINGS,
  ...HISTORY_STRINGS,
  ...AUDIT_STRINGS,
  ...DESK_STRINGS,
  ...KIT_STRINGS,
  ...SERVICES_STRINGS,
  ...PAGES_INFO_STRINGS,
  ...REQUEST_FORM_STRINGS,
  ...SEARCH_STRINGS,
  ...HOME_STRINGS,
  ...Object.values(ENTITY_SEEDS).flatMap((seed) => seed.strings ?? []),
];

/** The seeded UI translations, de-duplicated on the English text (case-insensitive). */
export const SEED_UI_TRANSLATIONS: UiTranslation[] = (() => {
  const seen = new Set<string>();
  const out: UiTranslation[] = [];
  for (const [en, ar, zh] of ALL) {
    const key = en.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ id: out.length + 1, en, ar, zh });
  }
  return out;
})();

/**
 * A UI string in `lang` as the seed has it (the server's own texts that the office reads:
 * the CSV export's statuses).
 */
export function uiStringIn(en: string, lang: Lang): string {
  const row = SEED_UI_TRANSLATIONS.find((t) => t.en.toLowerCase() === en.toLowerCase());
  return row?.[lang] || en;
}
