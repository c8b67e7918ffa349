import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, media, requests } from '../db/schema';
import { categoryBody } from '../modules/services/services.test-support';
import { useTestApp } from '../test/app';
import { pdfDataUrl, pngDataUrl } from '../test/fixtures';

/**
 * DATA_DIR/media full or read-only during an upload (decision 0014). A small tmpfs of the
 * test's own is mounted there (the machines run the tests as root), filled up, then made
 * read-only: the answer is a clear 507 / 503 naming no internals, no row is committed and
 * no half-written file is left.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'storage-full-'));
const mediaDir = path.join(dataDir, 'media');
const mounted = () => execFileSync('mount').toString().includes(mediaDir);

describe('storage full or unwritable during an upload', () => {
  beforeAll(() => {
    mkdirSync(mediaDir);
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', mediaDir]);
    } catch (error) {
      throw new Error(`this test mounts a small tmpfs and must run as root: ${(error as Error).message}`, {
        cause: error,
      });
    }
  });
  const t = useTestApp('pglite', { DATA_DIR: dataDir, REQUEST_RATE_MAX: '100' });
  afterAll(() => {
    if (mounted()) execFileSync('umount', [mediaDir]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const rows = async () => ({
    categories: (await t().app.database.db.select({ n: count() }).from(categories))[0]?.n,
    requests: (await t().app.database.db.select({ n: count() }).from(requests))[0]?.n,
    media: (await t().app.database.db.select({ n: count() }).from(media))[0]?.n,
  });
  const request = (documents: string[]) => ({
    request_name: 'Mona',
    request_desc: 'Statistics for my thesis',
    request_email: 'mona@example.com',
    request_phone: '+201000000000',
    request_address: 'Cairo',
    request_documents: documents,
  });

  it('answers 507 in the error shape when the disk is full, commits nothing and leaves no temp file', async () => {
    // Fill it to the last byte (the write itself ends with ENOSPC).
    expect(() => writeFileSync(path.join(mediaDir, 'filler'), Buffer.alloc(512 * 1024))).toThrow(/ENOSPC/);
    const before = await rows();
    const admin = { authorization: `Bearer ${await t().adminToken()}`, 'accept-language': 'en' };
    const category = await t().app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin,
      payload: categoryBody(await pngDataUrl(400, 300)),
    });
    expect(category.statusCode).toBe(507);
    expect(category.json()).toEqual({
      code: 'STORAGE_FULL',
      message: 'The server has no room for these files right now. Nothing was saved; please try again later.',
    });

    const visitor = await t().app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: { 'accept-language': 'ar' },
      payload: request([pdfDataUrl('x'.repeat(20_000))]),
      remoteAddress: '10.90.0.1',
    });
    expect(visitor.statusCode).toBe(507);
    expect(visitor.json().message).toBe(
      'لا توجد مساحة على الخادم لهذه الملفات الآن. لم يُحفظ شيء؛ يرجى المحاولة لاحقًا.',
    );

    expect(await rows()).toEqual(before);
    expect(readdirSync(mediaDir).filter((f) => f.startsWith('.tmp-'))).toEqual([]);
  });

  it('answers 503 with Retry-After when the directory cannot be written', async () => {
    rmSync(path.join(mediaDir, 'filler'));
    execFileSync('mount', ['-o', 'remount,ro', mediaDir]);
    try {
      const before = await rows();
      const visitor = await t().app.inject({
        method: 'POST',
        url: '/api/requests',
        headers: { 'accept-language': 'en' },
        payload: request([pdfDataUrl()]),
        remoteAddress: '10.90.0.2',
      });
      expect(visitor.statusCode).toBe(503);
      expect(visitor.headers['retry-after']).toBe('60');
      expect(visitor.json()).toEqual({
        code: 'UNAVAILABLE',
        message: 'Files cannot be saved right now. Nothing was saved; please try again later.',
      });
      expect(await rows()).toEqual(before);
    } finally {
      execFileSync('mount', ['-o', 'remount,rw', mediaDir]);
    }
    // Once writable again, the same request goes through.
    const again = await t().app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: { 'accept-language': 'en' },
      payload: request([pdfDataUrl()]),
      remoteAddress: '10.90.0.3',
    });
    expect(again.statusCode).toBe(201);
  });
});
