import { UpdateSettingsSchema, type SiteSettings, type UpdateSettings } from '../../../../contract';

const FLAT = ['office_phone', 'office_email', 'whatsapp_number', 'map_url', 'video_url'] as const;
const changedKeys = <T extends object>(saved: T, edited: T): boolean =>
  (Object.keys(edited) as (keyof T)[]).some((key) => (edited[key] ?? '') !== (saved[key] ?? ''));

/**
 * What Save sends: the fields that differ from the stored settings. The social links and
 * the site name travel whole when one of their keys changed (the server merges by key).
 */
export function settingsPatch(saved: SiteSettings, edited: SiteSettings): UpdateSettings {
  const patch: UpdateSettings = {};
  for (const key of FLAT) if (edited[key] !== saved[key]) patch[key] = edited[key];
  if (changedKeys(saved.social_links, edited.social_links)) patch.social_links = edited.social_links;
  if (changedKeys(saved.site_name, edited.site_name)) patch.site_name = edited.site_name;
  return patch;
}

/**
 * The contract's own rules (the schema the server validates with), as one English message
 * per field, keyed by its path: `office_phone`, `social_links.x`, `site_name`.
 */
export function settingsErrors(patch: UpdateSettings): Record<string, string> {
  const result = UpdateSettingsSchema.safeParse(patch);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]).reverse(),
  );
}
