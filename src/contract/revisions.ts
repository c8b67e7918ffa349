import type { ChangedEntity } from './content-registry';
import type { Permission } from './permissions';

/** What a revision records (decision 0059): a new item, a save, a delete to the trash, a restore from it. */
export const REVISION_ACTIONS = ['create', 'save', 'delete', 'restore'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** The records that keep revisions: the content registry's, the SEO entries, the UI strings, the settings. */
export const REVISIONED = [
  'services',
  'categories',
  'blogs',
  'testimonials',
  'researchers',
  'faqs',
  'seo',
  'translations',
  'settings',
] as const satisfies readonly ChangedEntity[];
export type Revisioned = (typeof REVISIONED)[number];

/**
 * Who may read a record's history and who may restore a version of it: its readers and its
 * writers. The server checks it; the back office shows History and Restore by it.
 */
export const REVISION_PERMISSIONS: Record<Revisioned, { read: Permission; restore: Permission }> = {
  services: { read: 'content.translate', restore: 'content.write' },
  categories: { read: 'content.translate', restore: 'content.write' },
  blogs: { read: 'content.translate', restore: 'content.write' },
  testimonials: { read: 'content.translate', restore: 'content.write' },
  researchers: { read: 'content.translate', restore: 'content.write' },
  faqs: { read: 'content.translate', restore: 'content.write' },
  seo: { read: 'seo.write', restore: 'seo.write' },
  translations: { read: 'content.translate', restore: 'content.write' },
  settings: { read: 'settings.write', restore: 'settings.write' },
};

/** `GET /revisions/{entity}/{key}`: one version, newest first. */
export interface Revision {
  revision_id: number;
  action: RevisionAction;
  saved_at: string;
  /** Null: a seed, a migration, or someone whose account was removed since. */
  saved_by: { user_id: number; name: string } | null;
  record: Record<string, unknown>;
}
