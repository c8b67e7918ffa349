import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { LangMap } from '../../../contract';
import { categories, media, services } from '../../db/schema';

/** A language map in all three languages, each value long enough to count (SPEC §5). */
export const text = (en: string): LangMap => ({ en, ar: `نص ${en}`, zh: `文本 ${en}` });

export const serviceBody = (image: string, extra: Record<string, unknown> = {}) => ({
  service_name: text('Thesis writing'),
  service_long_name: text('Master and doctoral thesis writing'),
  service_desc: text('From the proposal to the defence'),
  service_features: [text('Proposal'), text('Literature review'), text('Methodology')],
  service_header_image: image,
  ...extra,
});

export const categoryBody = (image: string, extra: Record<string, unknown> = {}) => ({
  cat_name: text('Theses'),
  cat_header_image: image,
  ...extra,
});

type Headers = Record<string, string>;
const bearer = (token?: string): Headers => (token ? { authorization: `Bearer ${token}` } : {});

/** Thin app.inject helpers: the tests read as the calls SPEC §7 lists. */
export function client(app: () => FastifyInstance) {
  return {
    get: (url: string, headers: Headers = {}): Promise<LightMyRequestResponse> =>
      app().inject({ method: 'GET', url, headers }),
    post: (
      url: string,
      body: unknown,
      token?: string,
      headers: Headers = {},
    ): Promise<LightMyRequestResponse> =>
      app().inject({
        method: 'POST',
        url,
        payload: body as object,
        headers: { ...bearer(token), ...headers },
      }),
    del: (url: string, token?: string, headers: Headers = {}): Promise<LightMyRequestResponse> =>
      app().inject({ method: 'DELETE', url, headers: { ...bearer(token), ...headers } }),
  };
}

/** Every row a service or category write could leave behind, deleted rows and stored files included. */
async function rowCounts(
  app: FastifyInstance,
): Promise<{ services: number; categories: number; media: number }> {
  const count = async (table: typeof services | typeof categories | typeof media) => {
    const [row] = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  };
  return { services: await count(services), categories: await count(categories), media: await count(media) };
}

/**
 * The fields a 400 names (DESIGN §4 `issues`), each once: a map with an unknown key and
 * no valid text fails twice.
 */
const issuePaths = (res: LightMyRequestResponse): string[] => [
  ...new Set(((res.json() as { issues?: { path: string }[] }).issues ?? []).map((i) => i.path)),
];

/**
 * Sends the call and checks the status, the fields named (when given), and that no row or file was written.
 */
export async function expectNoWrite(
  app: FastifyInstance,
  call: () => Promise<LightMyRequestResponse>,
  status: number,
  paths?: string[],
): Promise<LightMyRequestResponse> {
  const before = await rowCounts(app);
  const res = await call();
  expect(res.statusCode, res.body).toBe(status);
  if (paths) expect(issuePaths(res)).toEqual(paths);
  expect(await rowCounts(app)).toEqual(before);
  return res;
}
