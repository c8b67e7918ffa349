import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { createWriteStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DbKind } from '../db/client';
import { dbBlobStore, fsBlobStore, type BlobStore } from '../media/storage';
import { seedDemoContent } from '../seed/run';
import { useTestApp } from '../test/app';
import {
  createTestDatabase,
  describeEachDatabase,
  TEST_BACKENDS,
  type TestDatabase,
} from '../test/databases';
import { pdfBytes, pngBytes, toDataUrl } from '../test/fixtures';
import { verifyBackup } from './archive-reader';
import { backupSourceOf } from './source';
import { backupTo, contentOf, repack, useScratchDir } from './backup.test-helpers';
import { BackupRefusedError, MANIFEST_ENTRY } from './format';
import { ROOT_DIR } from '../root-dir';

/** Every migration of this schema, as drizzle's journal lists them. */
const MIGRATION_COUNT = (
  JSON.parse(readFileSync(path.join(ROOT_DIR, 'src/server/db/migrations/meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;
import { restoreBackup, type RestoreTarget } from './restore';
import { mediaKeys, rowCount, tablesInInsertOrder } from './tables';
import { testConfig } from '../test/config';

/**
 * A backup holds every row and every file, and a restore into an empty
 * database gives back the same content and files: compared table by table, byte by byte,
 * and through the API of an app started on the restored database. Anything that is not
 * one of our backups, or is damaged, is refused before anything is written.
 */
const JWT_SECRET = 'x'.repeat(40);
const PUBLIC_LISTS = [
  '/api/categories',
  '/api/services',
  '/api/blogs',
  '/api/testimonials',
  '/api/researchers',
  '/api/seoMetaData',
  '/api/settings',
];

interface Target extends RestoreTarget {
  dataDir: string;
  database: TestDatabase;
}

async function emptyTarget(kind: DbKind, scratch: string): Promise<Target> {
  const database = await createTestDatabase(kind);
  const dataDir = mkdtempSync(path.join(scratch, 'target-'));
  const store: BlobStore =
    kind === 'pglite' ? fsBlobStore(path.join(dataDir, 'media')) : dbBlobStore(database.database.db);
  return { database, dataDir, db: database.database.db, store, label: `the ${kind} test database` };
}

async function appOn(target: Target): Promise<FastifyInstance> {
  const config = testConfig({ JWT_SECRET, DATA_DIR: target.dataDir });
  const app = await buildApp({ config, database: target.database.database, logger: false });
  await app.ready();
  return app;
}

describeEachDatabase('backup and restore', (kind) => {
  const t = useTestApp(kind, { JWT_SECRET });
  const scratch = useScratchDir('backup-test-');
  const targets: Target[] = [];
  const sent: { pdf: Buffer; png: Buffer } = {
    pdf: pdfBytes('A chapter kept in the backup'),
    png: Buffer.alloc(0),
  };
  let file = '';
  let adminAuth: Record<string, string> = {};

  beforeAll(async () => {
    const { app } = t();
    await seedDemoContent(app);
    sent.png = await pngBytes(40, 30, '#0a7');
    const res = await app.inject({
      method: 'POST',
      url: '/api/requests',
      payload: {
        request_name: 'Mona',
        request_desc: 'Statistics',
        request_email: 'mona@example.com',
        request_phone: '+201000000000',
        request_address: 'Cairo',
        request_documents: [toDataUrl('application/pdf', sent.pdf), toDataUrl('image/png', sent.png)],
      },
    });
    expect(res.statusCode).toBe(201);
    // Signed in before the backup, once: the sign-in's session is in it, so the restored copy
    // knows the token, and no later sign-in adds a row the copy lacks (decision 0057).
    adminAuth = { authorization: `Bearer ${await t().adminToken()}` };
    file = path.join(scratch(), 'backup.tar.gz');
    await backupTo(file, backupSourceOf(app));
  }, 120_000);
  afterAll(async () => {
    for (const target of targets) await target.database.drop();
  });
  const target = async (k: DbKind = kind) => {
    const made = await emptyTarget(k, scratch());
    targets.push(made);
    return made;
  };

  it('holds every table and every file, with a manifest that checks', async () => {
    const db = t().app.database.db;
    const manifest = await verifyBackup(file);
    expect(manifest.source).toBe(kind);
    expect(Object.keys(manifest.tables)).toEqual(
      (await tablesInInsertOrder(db)).filter((n) => n !== 'media_blobs'),
    );
    expect(manifest.tables.categories).toBeGreaterThan(0);
    expect(manifest.tables.requests).toBe(1);
    expect(manifest.files).toBe((await mediaKeys(db)).length);
    expect(manifest.missing_files).toEqual([]);
  });

  const restoreTargets: DbKind[] =
    kind === 'pglite' && TEST_BACKENDS.includes('postgres') ? ['pglite', 'postgres'] : [kind];
  for (const into of restoreTargets) {
    it(`restores into an empty ${into} database: the same rows, the same files, the same answers`, async () => {
      const source = t().app;
      const into_ = await target(into);
      const summary = await restoreBackup(file, into_);
      expect(summary.missingFiles).toEqual([]);

      expect(await contentOf(into_.db)).toEqual(await contentOf(source.database.db));
      for (const key of await mediaKeys(source.database.db))
        expect((await into_.store.read(key))?.equals((await source.media.blobs.read(key))!), key).toBe(true);

      const restored = await appOn(into_);
      try {
        for (const list of PUBLIC_LISTS)
          expect((await restored.inject(list)).json(), list).toEqual((await source.inject(list)).json());
        const auth = adminAuth;
        const inbox = await restored.inject({ url: '/api/requests', headers: auth });
        expect(inbox.statusCode, inbox.body).toBe(200);
        const [request] = inbox.json() as { request_id: number; request_documents: string[] }[];
        const documents = await Promise.all(
          request!.request_documents.map(async (u) => (await restored.inject({ url: u })).rawPayload),
        );
        expect(documents.map((d) => d.equals(sent.pdf) || d.equals(sent.png))).toEqual([true, true]);
        // The ids go on from the restored ones.
        const next = await restored.inject({
          method: 'POST',
          url: '/api/contact',
          payload: {
            name: 'Layla Hassan',
            email: 'layla@example.com',
            number: '+966522222222',
            subject: 'After the restore',
            message: 'Hello again.',
          },
        });
        expect(next.statusCode).toBe(201);
        const again = await restored.inject({
          method: 'POST',
          url: '/api/requests',
          payload: {
            request_name: 'Omar',
            request_desc: 'SPSS',
            request_email: 'omar@example.com',
            request_phone: '+201000000001',
            request_address: 'Giza',
          },
        });
        expect(again.statusCode, again.body).toBe(201);
        expect((again.json() as { data: { request_id: number } }).data.request_id).toBeGreaterThan(
          request!.request_id,
        );
      } finally {
        await restored.close();
      }
    }, 60_000);
  }

  describe('refuses, and changes nothing', () => {
    let empty: Target;
    beforeAll(async () => void (empty = await target()));
    const refusedInto = async (
      archive: string,
      message: RegExp,
      options?: { replace?: boolean },
      into?: Target,
    ) => {
      into ??= empty;
      const before = await rowCount(into.db, await tablesInInsertOrder(into.db));
      await expect(restoreBackup(archive, into, options)).rejects.toThrow(message);
      await expect(restoreBackup(archive, into, options)).rejects.toBeInstanceOf(BackupRefusedError);
      expect(await rowCount(into.db, await tablesInInsertOrder(into.db))).toBe(before);
    };
    const scratchFile = (name: string) => path.join(scratch(), name);

    it('a file that is not gzip, a tar.gz of something else, a tar without a manifest', async () => {
      writeFileSync(scratchFile('random.bin'), Buffer.from('PK\u0003\u0004 this is a zip, not ours'));
      await refusedInto(
        scratchFile('random.bin'),
        /is not a backup made by npm run backup \(incorrect header check\)/,
      );

      await pipeline(
        Readable.from([Buffer.from('just some text\n')]),
        createGzip(),
        createWriteStream(scratchFile('text.gz')),
      );
      await refusedInto(scratchFile('text.gz'), /is not a backup made by npm run backup/);

      await repack(file, scratchFile('other.tar.gz'), () => null, {
        'etc/passwd': Buffer.from('root:x:0:0::/root:/bin/sh\n'),
      });
      await refusedInto(scratchFile('other.tar.gz'), /it holds "etc\/passwd"/);

      await repack(file, scratchFile('no-manifest.tar.gz'), (name, bytes) =>
        name === MANIFEST_ENTRY ? null : bytes,
      );
      await refusedInto(scratchFile('no-manifest.tar.gz'), /it has no manifest\.json/);
    });

    it('a damaged backup: a changed file, a changed table, a missing entry, a foreign manifest', async () => {
      let flipped = false;
      await repack(file, scratchFile('bad-file.tar.gz'), (name, bytes) => {
        if (flipped || !name.startsWith('media/')) return bytes;
        flipped = true;
        const copy = Buffer.from(bytes);
        const middle = copy.length >> 1;
        copy[middle] = copy[middle]! ^ 0xff;
        return copy;
      });
      await refusedInto(
        scratchFile('bad-file.tar.gz'),
        /is damaged: media\/[0-9a-f]{64}\S* does not match its checksum/,
      );

      await repack(file, scratchFile('bad-table.tar.gz'), (name, bytes) =>
        name === 'tables/users.json'
          ? Buffer.from(bytes.toString().replace('"email":"', '"email":"x'))
          : bytes,
      );
      await refusedInto(scratchFile('bad-table.tar.gz'), /tables\/users\.json does not match its checksum/);

      await repack(file, scratchFile('missing.tar.gz'), (name, bytes) =>
        name === 'tables/requests.json' ? null : bytes,
      );
      await refusedInto(scratchFile('missing.tar.gz'), /is damaged: tables\/requests\.json is missing/);

      await repack(file, scratchFile('foreign.tar.gz'), (name, bytes) =>
        name === MANIFEST_ENTRY
          ? Buffer.from(JSON.stringify({ ...JSON.parse(bytes.toString()), format: 'someone-else' }))
          : bytes,
      );
      await refusedInto(scratchFile('foreign.tar.gz'), /manifest\.json: format/);
    });

    it('a backup of another schema version', async () => {
      let count = 0;
      await repack(file, scratchFile('older.tar.gz'), (name, bytes) => {
        if (name !== MANIFEST_ENTRY) return bytes;
        const manifest = JSON.parse(bytes.toString()) as { migrations: string[] };
        count = manifest.migrations.length;
        return Buffer.from(JSON.stringify({ ...manifest, migrations: manifest.migrations.slice(0, -1) }));
      });
      // One migration short of this schema's (every migration in the journal).
      expect(count).toBe(MIGRATION_COUNT);
      await refusedInto(
        scratchFile('older.tar.gz'),
        new RegExp(`with ${count - 1} migrations; .* has ${count} that differ`),
      );
    });

    it('a database that already holds rows, unless --replace, which replaces all of it', async () => {
      const busy = await target();
      await restoreBackup(file, busy);
      await busy.db.execute(
        `insert into contact_messages (name, email, number, subject, message) values ('Extra', 'e@example.com', '+201', 'Extra', 'Not in the backup')` as never,
      );
      await refusedInto(file, /already holds \d+ rows\. .*add --replace/, undefined, busy);

      await restoreBackup(file, busy, { replace: true });
      expect(await contentOf(busy.db)).toEqual(await contentOf(t().app.database.db));
    }, 60_000);
  });
});
