import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  CONTENT,
  CONTENT_NAMES,
  PUBLIC_STATIC_PATHS,
  type ContentName,
  type Lang,
  type LangMap,
  pick,
} from '../../contract';
import { CONTENT_MODULES } from '../modules/content-modules';

/**
 * A page of the site: its path in each language (a detail's slug is its name in that
 * language) and its last change.
 */
export interface SitePage {
  pathIn: (lang: Lang) => string;
  lastmod: string;
}

/**
 * What the sitemap reads of an entity (decision 0028): its items' ids, names and times, never their bodies.
 */
interface EntityEntries {
  /** Newest first. */
  items: { id: number; title: LangMap; created: string }[];
  newest: string | undefined;
}

const iso = (timestamp: string): string => {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : date.toISOString();
};
/** No content at all: the process's start stands for the build's time. */
const STARTED_AT = new Date().toISOString();

/**
 * One entity's entries through the read cache: a write of the entity drops them, so the next fetch has it.
 */
function entriesOf(app: FastifyInstance, name: ContentName): Promise<EntityEntries> {
  const { table } = CONTENT_MODULES[name];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const { id, title, sitemap } = CONTENT[name];
  const created = columns.creation_timestamp!;
  const live = eq(columns.is_deleted!, false);
  return app
    .cachedRead(name, 'sitemap', async (): Promise<EntityEntries> => {
      const { db } = app.database;
      if (sitemap.kind !== 'items') {
        const [row] = await db.select({ created }).from(table).where(live).orderBy(desc(created)).limit(1);
        return { items: [], newest: row ? iso(String(row.created)) : undefined };
      }
      const rows = await db
        .select({ id: columns[id]!, title: columns[title]!, created })
        .from(table)
        .where(live)
        .orderBy(desc(created), desc(columns[id]!));
      const items = rows.map((row) => ({
        id: row.id as number,
        title: row.title as LangMap,
        created: iso(String(row.created)),
      }));
      return { items, newest: items[0]?.created };
    })
    .then((entry) => entry.value);
}

/**
 * Every public page with its last change: SPEC's static pages and the registry's list pages
 * (dated by their newest item; any other page by the newest of all), then each item's own
 * page, as the registry's `sitemap` says (decision 0026).
 */
export async function sitePages(app: FastifyInstance): Promise<SitePage[]> {
  const entries = await Promise.all(
    CONTENT_NAMES.map(async (name) => ({ name, ...(await entriesOf(app, name)) })),
  );
  const newestOf = (times: readonly (string | undefined)[]) =>
    times.reduce<string>((a, b) => (b && b > a ? b : a), '');
  const all = newestOf(entries.map((e) => e.newest)) || STARTED_AT;
  const listTimes = new Map<string, string>();
  const details: SitePage[] = [];
  for (const { name, items, newest } of entries) {
    const { sitemap } = CONTENT[name];
    if (sitemap.kind === 'none') continue;
    listTimes.set(sitemap.listPath, newest ?? all);
    if (sitemap.kind === 'items')
      for (const item of items)
        details.push({
          pathIn: (l: Lang) => sitemap.detailPath(pick(item.title, l), item.id),
          lastmod: item.created,
        });
  }
  return [
    ...PUBLIC_STATIC_PATHS.map((path) => ({ pathIn: () => path, lastmod: listTimes.get(path) ?? all })),
    ...details,
  ];
}
