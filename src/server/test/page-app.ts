import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../contract';
import type { RenderResult } from '../../contract/render';
import { buildApp } from '../app';
import type { DbKind } from '../db/client';
import type { PagesOptions } from '../plugins/pages';
import { createTestDatabase, type TestDatabase } from './databases';
import { testConfig } from './config';

/** The least HTML that holds the markers the pages plugin fills (index.html's). */
export const PAGE_TEMPLATE =
  '<!doctype html><html lang="ar" dir="rtl"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';

/** What a stub renderer answers: `<p>page</p>` in `lang`, with anything in `extra` over it. */
export const stubPage = (
  lang: Lang,
  extra: Partial<Extract<RenderResult, { kind: 'page' }>> = {},
): RenderResult => ({
  kind: 'page',
  status: 200,
  lang,
  dir: lang === 'ar' ? 'rtl' : 'ltr',
  head: '<title>page</title>',
  html: '<p>page</p>',
  data: '',
  ...extra,
});

export interface PageApp {
  app: FastifyInstance;
  testDb: TestDatabase;
  /** The scratch folder standing for the built client (dist/client). */
  clientDir: string;
  /** Closes the app, drops its database and removes the folder. */
  close(): Promise<void>;
}

export interface PageAppOptions {
  /** Configuration over the tests' own (test mode, silent logs, a long JWT secret). */
  env?: Record<string, string>;
  /** Files of the built client, by name. */
  files?: Record<string, string>;
  template?: string;
  /** Runs before the app is ready: hooks a test adds around the pages plugin. */
  beforeReady?: (app: FastifyInstance) => void;
}

/**
 * The real app with its pages plugin on a stub renderer, on a fresh database of `kind`: for
 * the tests of what the server does around a render (caching, headers, shedding, limits,
 * the sitemap). The renderer itself, the client's build, is tested in the browser specs.
 */
export async function buildPageApp(
  kind: DbKind,
  render: PagesOptions['render'],
  { env = {}, files = {}, template = PAGE_TEMPLATE, beforeReady }: PageAppOptions = {},
): Promise<PageApp> {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'page-app-'));
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(clientDir, name), body);
  const testDb = await createTestDatabase(kind);
  const config = testConfig(env);
  const app = await buildApp({
    config,
    database: testDb.database,
    logger: false,
    pages: { template, render, clientDir },
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    testDb,
    clientDir,
    async close() {
      await app.close();
      await testDb.drop();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
