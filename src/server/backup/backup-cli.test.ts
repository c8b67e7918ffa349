import { existsSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client';
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from '../test/databases';
import { pdfBytes, pngBytes, toDataUrl } from '../test/fixtures';
import { TSX, useProcesses, type Proc, type Processes } from '../test/processes';
import { contentOf, useScratchDir } from './backup.test-helpers';
import * as schema from '../db/schema';
import { BLOB_TABLE } from './tables';

/** Every table of the schema but the blobs' (they travel as files). */
const TABLES = Object.values(schema).filter(
  (value) => is(value, PgTable) && getTableName(value) !== BLOB_TABLE,
).length;

/**
 * `npm run backup` and `npm run restore` as an operator runs them (README, production): on PGlite
 * the backup is taken from the running server (never by opening its directory twice) while
 * visitors keep writing; the restore goes into a fresh DATA_DIR, and a server started
 * there answers with the same content and files. On PostgreSQL both commands work on the
 * database directly, and restore refuses while anything else uses it. The backup from the
 * running server and the restore into the fresh directory run through npm as the operator
 * types them; the other runs (refusals, the offline backup, PostgreSQL's) run the same
 * files with Node and tsx directly, without npm's two extra processes, and the refusals
 * run beside other work. The PGlite and the PostgreSQL suites share nothing (ports, data
 * directories, databases) and run side by side (concurrent).
 */
const PORT_A = 3480 + (process.pid % 20);
const PORT_B = 3500 + (process.pid % 20);
const PORT_PG = 3520 + (process.pid % 20);
const ADMIN = { email: 'backup@proc.test', password: 'backup-password-1' };
const PUBLIC_LISTS = [
  '/api/categories',
  '/api/services',
  '/api/blogs',
  '/api/testimonials',
  '/api/researchers',
  '/api/settings',
];

/** Runs an npm script to its end: its exit code and output. */
async function npmRun(
  p: Processes,
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return ended(p.run('npm', ['run', '--silent', script, '--', ...args], env));
}

/** Runs what the npm script runs (package.json: tsx src/server/cli/<script>.ts) to its end. */
async function cliRun(
  p: Processes,
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return ended(p.run(TSX, [`src/server/cli/${script}.ts`, ...args], env));
}

async function ended(proc: Proc): Promise<{ code: number | null; output: string }> {
  return { code: await proc.exitCode, output: proc.output() };
}

async function adminHeaders(url: (p: string) => string): Promise<Record<string, string>> {
  const basic = `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}`;
  const { jwt_token } = (await (
    await fetch(url('/api/auth/token'), { headers: { authorization: basic } })
  ).json()) as { jwt_token: string };
  return { authorization: `Bearer ${jwt_token}` };
}

const json = async (url: string, headers: Record<string, string> = {}) =>
  (await fetch(url, { headers })).json() as Promise<unknown>;

describe(
  'npm run backup and npm run restore on PGlite (real processes)',
  { timeout: 240_000, concurrent: true },
  () => {
    const a = useProcesses({ port: PORT_A, prefix: 'backup-a-' });
    const b = useProcesses({ port: PORT_B, prefix: 'backup-b-' });
    const scratch = useScratchDir('backup-cli-');
    const server = (p: Processes) =>
      p.run(TSX, ['src/server/main.ts'], {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        CONTACT_RATE_MAX: '100000',
        FORM_EMAIL_RATE_MAX: '100000',
        API_RATE_MAX: '100000',
      });
    const sent: { pdf: Buffer; png: Buffer } = { pdf: pdfBytes('Kept in the backup'), png: Buffer.alloc(0) };

    it('backs up the running server while visitors write, and restores into a fresh DATA_DIR', async () => {
      const serverA: Proc = server(a);
      // A file that is not ours is refused before anything is created: checked while A starts.
      const fresh = mkdtempSync(path.join(scratch(), 'fresh-'));
      const foreignRun = cliRun(b, 'restore', ['package.json'], { DATA_DIR: fresh });
      await a.waitForHealth(serverA);
      sent.png = await pngBytes(50, 40, '#a52');
      const created = await fetch(a.url('/api/requests'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          request_name: 'Mona',
          request_desc: 'Statistics',
          request_email: 'mona@example.com',
          request_phone: '+201000000000',
          request_address: 'Cairo',
          request_documents: [toDataUrl('application/pdf', sent.pdf), toDataUrl('image/png', sent.png)],
        }),
      });
      expect(created.status).toBe(201);

      // Visitors keep writing while the backup runs: what was acknowledged before it began is in it.
      const acknowledged: string[] = [];
      let writing = true;
      let n = 0;
      const visitor = (async () => {
        while (writing) {
          const subject = `m${n++}`;
          const res = await fetch(a.url('/api/contact'), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name: 'Layla Hassan',
              email: 'layla@example.com',
              number: '+966522222222',
              subject,
              message: 'Sent during the backup.',
            }),
          });
          if (res.status === 201) acknowledged.push(subject);
        }
      })();
      // The backup begins once a visitor's write was acknowledged.
      await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(0), {
        timeout: 20_000,
        interval: 20,
      });
      const before = [...acknowledged];
      const archive = path.join(scratch(), 'site.tar.gz');
      const backup = await npmRun(a, 'backup', ['--out', archive]);
      writing = false;
      await visitor;
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toMatch(
        /^Backed up \d+ tables \(\d+ rows\) and \d+ files \([\d.]+ MB\) from the database in .*, through the running server \(pid \d+\), to .*site\.tar\.gz\.$/m,
      );
      expect(/^Backed up (\d+) tables/m.exec(backup.output)?.[1]).toBe(String(TABLES));
      expect(before.length).toBeGreaterThan(0);

      // Restore needs the server stopped: B's directory is new, so it goes ahead.
      const restore = await npmRun(b, 'restore', [archive]);
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toMatch(
        new RegExp(`^Restored ${TABLES} tables .* into the database in .*\\. Start the server\\.$`, 'm'),
      );

      const serverB = b.run(TSX, ['src/server/main.ts']);
      await b.waitForHealth(serverB);
      // While B runs on its directory, a restore there is refused: run beside the comparisons.
      const busyRun = cliRun(b, 'restore', [archive, '--replace']);
      for (const list of PUBLIC_LISTS) expect(await json(b.url(list)), list).toEqual(await json(a.url(list)));
      const auth = await adminHeaders(b.url);
      const [request] = (await json(b.url('/api/requests'), auth)) as { request_documents: string[] }[];
      const documents = await Promise.all(
        request!.request_documents.map(async (u) =>
          Buffer.from(await (await fetch(b.url(u), { headers: auth })).arrayBuffer()),
        ),
      );
      expect(documents.map((d) => d.equals(sent.pdf) || d.equals(sent.png))).toEqual([true, true]);
      const images = [
        ...JSON.stringify(await json(a.url('/api/services'))).matchAll(/\/media\/[0-9a-f]{64}-\d+\.webp/g),
      ].map((m) => m[0]);
      expect(images.length).toBeGreaterThan(0);
      for (const image of images.slice(0, 5)) {
        expect(
          Buffer.from(await (await fetch(b.url(image))).arrayBuffer()).equals(
            Buffer.from(await (await fetch(a.url(image))).arrayBuffer()),
          ),
          image,
        ).toBe(true);
      }
      const restoredSubjects = new Set<string>();
      for (let cursor: string | null = ''; cursor !== null;) {
        const res: Response = await fetch(
          b.url(`/api/contact?limit=200${cursor ? `&before=${cursor}` : ''}`),
          {
            headers: auth,
          },
        );
        for (const m of (await res.json()) as { subject: string }[]) restoredSubjects.add(m.subject);
        cursor = res.headers.get('x-next-cursor');
      }
      expect(before.filter((s) => !restoredSubjects.has(s))).toEqual([]);

      // While B runs on its directory, a restore there is refused.
      const busy = await busyRun;
      expect(busy.code, busy.output).toBe(1);
      expect(busy.output).toMatch(/Refusing to restore: the server is running\./);

      // A file that is not ours is refused before anything is created.
      const foreign = await foreignRun;
      expect(foreign.code, foreign.output).toBe(1);
      expect(foreign.output).toMatch(
        /Refusing to restore: .*package\.json is not a backup made by npm run backup \(incorrect header check\)\. Nothing was changed\./,
      );
      expect(existsSync(path.join(fresh, 'pglite'))).toBe(false);

      // With the server stopped, the backup opens the directory itself.
      serverA.child.kill('SIGTERM');
      expect(await serverA.exitCode).toBe(0);
      const offline = await cliRun(a, 'backup', ['--out', path.join(scratch(), 'offline.tar.gz')]);
      expect(offline.code, offline.output).toBe(0);
      expect(offline.output).toMatch(/, directly, to /);
    });
  },
);

describe.runIf(TEST_BACKENDS.includes('postgres'))(
  'npm run backup and npm run restore on PostgreSQL (real processes)',
  { timeout: 240_000, concurrent: true },
  () => {
    const p = useProcesses({ port: PORT_PG, prefix: 'backup-pg-' });
    const scratch = useScratchDir('backup-pg-cli-');
    const databases: TestDatabase[] = [];
    afterAll(async () => {
      for (const d of databases) await d.drop();
    });

    it('backs up a running instance and restores into an empty database, refusing while it is in use', async () => {
      const [source, target] = [await createTestDatabase('postgres'), await createTestDatabase('postgres')];
      databases.push(source, target);
      const instance = p.run(TSX, ['src/server/main.ts'], {
        DATABASE_URL: source.url!,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      });
      await p.waitForHealth(instance);

      const archive = path.join(scratch(), 'pg.tar.gz');
      const backup = await cliRun(p, 'backup', ['--out', archive], { DATABASE_URL: source.url! });
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toMatch(/from the PostgreSQL database, directly, to /);

      // Someone else on the target (a psql, a server): the restore refuses rather than pull rows from
      // under it. The suite's own pool on it goes first, or its idle connection would be counted too.
      await target.database.close();
      const someone = new pg.Client({ connectionString: target.url! });
      await someone.connect();
      const refused = await cliRun(p, 'restore', [archive], { DATABASE_URL: target.url! });
      await someone.end();
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(
        /Refusing to restore: 1 other sessions use the PostgreSQL database \(a running server\?\)/,
      );

      const restore = await cliRun(p, 'restore', [archive], { DATABASE_URL: target.url! });
      expect(restore.code, restore.output).toBe(0);
      const [from, into] = await Promise.all([
        openDatabase({ kind: 'postgres', url: source.url! }, { migrate: false }),
        openDatabase({ kind: 'postgres', url: target.url! }, { migrate: false }),
      ]);
      try {
        expect(await contentOf(into.db)).toEqual(await contentOf(from.db));
        const blobs = async (url: string) => {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          try {
            return (await client.query('select key, md5(bytes) as md5 from media_blobs order by key')).rows;
          } finally {
            await client.end();
          }
        };
        const sourceBlobs = await blobs(source.url!);
        expect(sourceBlobs.length).toBeGreaterThan(0);
        expect(await blobs(target.url!)).toEqual(sourceBlobs);
      } finally {
        await Promise.all([from.close(), into.close()]);
      }
    });
  },
);
