import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  blogs,
  media,
  requests,
  researchers,
  revisions,
  seoMetadata,
  services,
  testimonials,
} from '../db/schema';
import { describeEachDatabase } from '../test/databases';
import { pdfDataUrl, pngDataUrl, toDataUrl, wavBytes } from '../test/fixtures';
import { useMediaTestApp } from './media.test-helpers';
import type { StoredUpload } from './types';

const familyOf = (upload: StoredUpload) => (k: string) => k.startsWith(upload.key.slice(0, 64));

describeEachDatabase('MediaService.sweep', (kind) => {
  const m = useMediaTestApp(kind);
  const db = () => m.t().app.database.db;
  const store = async (dataUrl: string | Promise<string>, k: 'image' | 'audio' | 'document') =>
    m.t().app.media.store(await dataUrl, k, 'f');
  /** Makes every stored file look two hours old. */
  const ageAll = () =>
    db()
      .update(media)
      .set({ creation_timestamp: sql`now() - interval '2 hours'` });

  it('removes old unreferenced files (every variant), keeps referenced and recent ones', async () => {
    const serviceImage = await store(pngDataUrl(1000, 500, '#000001'), 'image');
    const deletedBlogImage = await store(pngDataUrl(600, 300, '#000002'), 'image');
    const voice = await store(toDataUrl('audio/wav', wavBytes(0.3)), 'audio');
    const inMarkdown = await store(pngDataUrl(100, 100, '#000003'), 'image');
    const ogImage = await store(pngDataUrl(100, 100, '#000004'), 'image');
    const document = await store(pdfDataUrl('kept'), 'document');
    const orphanImage = await store(pngDataUrl(1000, 500, '#000005'), 'image');
    const orphanDoc = await store(pdfDataUrl('dropped'), 'document');
    const orphanAudio = await store(toDataUrl('audio/wav', wavBytes(0.2)), 'audio');

    await db().insert(services).values({ service_header_url: serviceImage.url });
    // Soft-deleted rows are kept, so are their files.
    await db()
      .insert(blogs)
      .values({
        blog_header_url: deletedBlogImage.url,
        is_deleted: true,
        blog_desc_md: { en: `![chart](${inMarkdown.url.replace(/-\d+\.webp/, '-480.webp')})` },
      });
    await db().insert(testimonials).values({ testimonial_audio_url: voice.url });
    await db().insert(seoMetadata).values({ path: '/sweep-test', og_image: ogImage.url });
    await db()
      .insert(requests)
      .values({
        request_name: 'n',
        request_desc: 'd',
        request_email: 'e',
        request_phone: 'p',
        request_address: 'a',
        request_documents: [
          { key: document.key, mime: document.mime, ext: document.ext, size: document.size },
        ],
      });
    await ageAll();

    const young = await store(pngDataUrl(64, 64, '#000006'), 'image');
    const kept = [serviceImage, deletedBlogImage, voice, inMarkdown, ogImage, document, young];
    const before = await m.rowKeys();

    const { removed } = await m.t().app.media.sweep();
    const gone = before.filter((k) => [orphanImage, orphanDoc, orphanAudio].some((u) => familyOf(u)(k)));
    // 1000 px: the 480, 960 and 1000 px variants; then the document and the audio.
    expect(gone).toHaveLength(3 + 1 + 1);
    expect(removed).toBe(gone.length);

    const [rows, stored] = [await m.rowKeys(), await m.storedKeys()];
    expect(rows).toEqual(before.filter((k) => !gone.includes(k)));
    expect(stored).toEqual(rows);
    for (const upload of kept)
      expect(rows.filter(familyOf(upload)).length, upload.url || upload.key).toBeGreaterThan(0);
    expect(rows.filter(familyOf(serviceImage))).toHaveLength(3);

    // Served no more, and the in-process cache forgot it.
    expect((await m.t().app.inject({ method: 'GET', url: orphanImage.url })).statusCode).toBe(404);
    expect((await m.t().app.inject({ method: 'GET', url: serviceImage.url })).statusCode).toBe(200);
  });

  it('keeps unreferenced files inside the grace period', async () => {
    const fresh = await store(pdfDataUrl('fresh'), 'document');
    expect((await m.t().app.media.sweep()).removed).toBe(0);
    expect(await m.rowKeys()).toContain(fresh.key);
    // With no grace at all it goes (with the young image of the test before).
    expect((await m.t().app.media.sweep({ graceMs: -1000 })).removed).toBeGreaterThanOrEqual(1);
    expect(await m.storedKeys()).not.toContain(fresh.key);
  });

  it('a file referenced again after it was orphaned survives (researcher avatar)', async () => {
    const avatar = await store(pngDataUrl(50, 50, '#000007'), 'image');
    await ageAll();
    await db().insert(researchers).values({ researcher_avatar_url: avatar.url });
    await m.t().app.media.sweep();
    expect(await m.rowKeys()).toContain(avatar.key);
    await db()
      .delete(researchers)
      .where(inArray(researchers.researcher_avatar_url, [avatar.url]));
    // Its revisions still name it (decision 0059: a version may be restored): it stays.
    await m.t().app.media.sweep();
    expect(await m.rowKeys()).toContain(avatar.key);
    await db().delete(revisions).where(eq(revisions.entity, 'researchers'));
    await m.t().app.media.sweep();
    expect(await m.rowKeys()).not.toContain(avatar.key);
  });

  it.runIf(kind === 'pglite')(
    'removes old files that have no media row (a crash between the two)',
    async () => {
      const stray = path.join(m.filesDir, 'e'.repeat(64));
      await writeFile(stray, 'stray');
      const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
      await utimes(stray, old, old);
      expect((await m.t().app.media.sweep()).removed).toBe(1);
      expect(await m.storedKeys()).not.toContain('e'.repeat(64));
    },
  );

  it('runs while stores run: a store waits for a sweep and is not lost', async () => {
    const dataUrl = await pngDataUrl(80, 80, '#000008');
    const first = await store(dataUrl, 'image');
    await ageAll();
    const [, again] = await Promise.all([m.t().app.media.sweep(), store(dataUrl, 'image')]);
    expect(again.key).toBe(first.key);
    // Whichever ran first, the bytes of a just-stored file are there.
    expect(await m.rowKeys()).toContain(again.key);
    expect(await m.storedKeys()).toContain(again.key);
    expect((await m.t().app.inject({ method: 'GET', url: again.url })).statusCode).toBe(200);
  });

  it("an erasure's release waits for a store whose row is on its way: the same bytes sent again stay", async () => {
    const dataUrl = pdfDataUrl('sent twice');
    const erased = await store(dataUrl, 'document');
    let letRowIn!: () => void;
    const rowMayGo = new Promise<void>((resolve) => (letRowIn = resolve));
    let released: number | undefined;
    let stored!: () => void;
    const bytesStored = new Promise<void>((resolve) => (stored = resolve));
    const sentAgain = m
      .t()
      .app.media.storeReferenced([{ dataUrl, kind: 'document', field: 'f' }], async ([file]) => {
        stored();
        await rowMayGo;
        await db()
          .insert(requests)
          .values({
            request_name: 'n',
            request_desc: 'd',
            request_email: 'other@example.com',
            request_phone: 'p',
            request_address: 'a',
            request_documents: [{ key: file!.key, mime: file!.mime, ext: file!.ext, size: file!.size }],
          });
        return file!;
      });
    await bytesStored;
    // The erasure of the first sender lets go of the same key at once (no grace) ...
    const release = m
      .t()
      .app.media.release([erased.key], { graceMs: 0 })
      .then((n) => (released = n));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // ... and waits while the second sender's row is not yet written.
    expect(released).toBeUndefined();
    letRowIn();
    const [again] = await Promise.all([sentAgain, release]);
    expect(again.key).toBe(erased.key);
    expect(released).toBe(0);
    expect(await m.storedKeys()).toContain(erased.key);
  });
});
