import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageVariants } from '../../contract/media';
import { media } from '../db/schema';
import { describeEachDatabase } from '../test/databases';
import {
  htmlAsPngDataUrl,
  jpegDataUrl,
  mp3DataUrl,
  pdfBytes,
  pdfDataUrl,
  pngDataUrl,
  polyglotDataUrl,
  svgDataUrl,
  toDataUrl,
  wavBytes,
} from '../test/fixtures';
import * as f from './media.fixtures';
import { useMediaTestApp } from './media.test-helpers';
import type { UploadKind } from './types';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describeEachDatabase('MediaService.store', (kind) => {
  const m = useMediaTestApp(kind);
  const store = (dataUrl: string, k: UploadKind, field = 'field') => m.t().app.media.store(dataUrl, k, field);
  const get = (url: string) => m.t().app.inject({ method: 'GET', url });

  it.each([
    ['png', () => pngDataUrl(40, 30)],
    ['jpeg', () => jpegDataUrl()],
    ['webp', async () => toDataUrl('image/webp', await f.webpBytes())],
    ['avif', async () => toDataUrl('image/avif', await f.avifBytes())],
    ['gif', async () => toDataUrl('image/gif', await f.animatedGifBytes())],
  ])('stores a %s image re-encoded to WebP under a public URL', async (_, make) => {
    const stored = await store(await make(), 'image', 'service_header_image');
    expect(stored.url).toMatch(/^\/media\/[0-9a-f]{64}-\d+\.webp$/);
    expect(stored).toMatchObject({ mime: 'image/webp', ext: 'webp', key: stored.url.slice(7, -5) });
    const res = await get(stored.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.pages ?? 1).toBe(1);
    // The key is the address of the bytes served under it.
    expect(stored.key.slice(0, 64)).toBe(sha256(res.rawPayload));
  });

  it('makes 480/960/1600 widths of a large image, named in the URL, and the srcSet helper finds them all', async () => {
    const stored = await store(await pngDataUrl(2400, 1200), 'image');
    expect(stored.width).toBe(1600);
    const variants = imageVariants(stored.url)!;
    expect(variants.map((v) => v.width)).toEqual([...IMAGE_WIDTHS]);
    for (const v of variants) {
      const res = await get(v.url);
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', v.width, v.width / 2]);
    }
    const hash = stored.key.slice(0, 64);
    expect(await m.rowKeys()).toEqual(expect.arrayContaining(IMAGE_WIDTHS.map((w) => `${hash}-${w}`)));
    const rows = await m
      .t()
      .app.database.db.select()
      .from(media)
      .where(sql`${media.key} like ${hash + '%'}`);
    expect(rows.map((r) => [r.width, r.mime]).sort()).toEqual(
      IMAGE_WIDTHS.map((w) => [w, 'image/webp']).sort(),
    );
  });

  it('never enlarges: a 700 px image is kept at 700 px with a 480 px variant; a 300 px one alone', async () => {
    const mid = await store(await pngDataUrl(700, 350), 'image');
    expect(mid.url).toMatch(/-700\.webp$/);
    expect(imageVariants(mid.url)!.map((v) => v.width)).toEqual([480, 700]);
    expect((await get(imageVariants(mid.url)![0]!.url)).statusCode).toBe(200);
    expect((await get(mid.url.replace('-700.', '-960.'))).statusCode).toBe(404);

    const small = await store(await pngDataUrl(300, 200), 'image');
    expect(small.url).toMatch(/-300\.webp$/);
    expect(imageVariants(small.url)).toHaveLength(1);
    expect((await sharp((await get(small.url)).rawPayload).metadata()).width).toBe(300);
  });

  it('turns the image upright and strips its metadata (EXIF GPS, owner)', async () => {
    const input = await f.jpegWithGpsBytes();
    expect(input.includes(f.GPS_MARKER)).toBe(true);
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const stored = await store(toDataUrl('image/jpeg', input), 'image');
    const out = (await get(stored.url)).rawPayload;
    const meta = await sharp(out).metadata();
    // Stored sideways at 64×48, shown upright at 48×64.
    expect([meta.width, meta.height]).toEqual([48, 64]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(out.includes(f.GPS_MARKER)).toBe(false);
    expect(out.includes(f.OWNER_MARKER)).toBe(false);
  });

  it('refuses a pixel flood with 413 without decoding it, and stores nothing', async () => {
    const before = await m.rowKeys();
    const flood = f.pixelFloodPng();
    expect(flood.length).toBeLessThan(500);
    const started = performance.now();
    await expect(store(toDataUrl('image/png', flood), 'image', 'cat_header_image')).rejects.toMatchObject({
      status: 413,
      message: expect.stringMatching(/^cat_header_image: the image is larger than 40 megapixels/),
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await m.rowKeys()).toEqual(before);
  });

  // An image cut off in transit (or on purpose) is not re-encoded into a
  // half-grey picture on the site: it is refused naming the field.
  it.each([
    [
      'JPEG',
      'image/jpeg',
      async () =>
        sharp({
          create: {
            width: 400,
            height: 300,
            channels: 3,
            background: '#808080',
            noise: { type: 'gaussian', mean: 128, sigma: 40 },
          },
        })
          .jpeg()
          .toBuffer(),
    ],
    [
      'PNG',
      'image/png',
      async () =>
        sharp({
          create: {
            width: 400,
            height: 300,
            channels: 3,
            background: '#808080',
            noise: { type: 'gaussian', mean: 128, sigma: 40 },
          },
        })
          .png()
          .toBuffer(),
    ],
    [
      'WebP',
      'image/webp',
      async () =>
        sharp({
          create: {
            width: 400,
            height: 300,
            channels: 3,
            background: '#808080',
            noise: { type: 'gaussian', mean: 128, sigma: 40 },
          },
        })
          .webp()
          .toBuffer(),
    ],
  ])(
    'refuses a truncated %s image with 415 naming the field, and stores nothing',
    async (_name, mime, make) => {
      const before = await m.rowKeys();
      const whole = await make();
      await expect(
        store(toDataUrl(mime, whole.subarray(0, Math.floor(whole.length / 2))), 'image', 'blog_header_image'),
      ).rejects.toMatchObject({
        status: 415,
        message: expect.stringMatching(/^blog_header_image: /),
      });
      expect(await m.rowKeys()).toEqual(before);
    },
  );

  it.each([
    ['mp3', 'audio/mpeg', mp3DataUrl],
    ['wav', 'audio/wav', () => toDataUrl('audio/wav', wavBytes())],
    ['m4a', 'audio/mp4', () => toDataUrl('audio/mp4', f.m4aBytes())],
    ['aac', 'audio/aac', () => toDataUrl('audio/aac', f.aacBytes())],
    ['ogg', 'audio/ogg', () => toDataUrl('audio/ogg', f.opusBytes())],
    ['webm', 'audio/webm', () => toDataUrl('audio/webm', f.webmBytes())],
  ])('stores %s audio (%s) as sent under /media/<sha256>.<ext>', async (ext, mime, make) => {
    const dataUrl = make();
    const bytes = Buffer.from(dataUrl.split(',')[1]!, 'base64');
    const stored = await store(dataUrl, 'audio', 'testimonial_audio_file');
    expect(stored).toEqual({
      url: `/media/${sha256(bytes)}.${ext}`,
      key: sha256(bytes),
      mime,
      ext,
      size: bytes.length,
    });
    const res = await get(stored.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(mime);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('stores documents (PDF, and images kept as sent) privately: no public URL', async () => {
    const pdf = await store(pdfDataUrl(), 'document', 'request_documents.0');
    expect(pdf).toEqual({
      url: '',
      key: sha256(pdfBytes()),
      mime: 'application/pdf',
      ext: 'pdf',
      size: pdfBytes().length,
      pages: 1,
    });
    const pngUrl = await pngDataUrl(2000, 100);
    const png = await store(pngUrl, 'document', 'request_documents.1');
    expect(png).toMatchObject({
      url: '',
      mime: 'image/png',
      ext: 'png',
      key: sha256(Buffer.from(pngUrl.split(',')[1]!, 'base64')),
    });
    expect((await get(`/media/${pdf.key}.pdf`)).statusCode).toBe(404);
    expect((await get(`/media/${png.key}.png`)).statusCode).toBe(404);
    expect(await m.storedKeys()).toEqual(expect.arrayContaining([pdf.key, png.key]));
  });

  it.each([
    ['HTML named .png', () => htmlAsPngDataUrl()],
    ['an SVG', () => svgDataUrl()],
    ['an HTML/PNG polyglot', () => polyglotDataUrl()],
    ['unknown bytes', () => toDataUrl('image/png', f.unknownBytes())],
    ['a PDF', () => pdfDataUrl()],
    ['an MP3', () => mp3DataUrl()],
  ])('refuses %s as an image with 415 naming the field, storing nothing', async (_, make) => {
    const [rows, files] = [await m.rowKeys(), await m.storedKeys()];
    await expect(store(await make(), 'image', 'blog_header_image')).rejects.toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringMatching(/^blog_header_image: /),
    });
    expect(await m.rowKeys()).toEqual(rows);
    expect(await m.storedKeys()).toEqual(files);
  });

  it.each([
    ['audio', 'testimonial_audio_file', () => htmlAsPngDataUrl()],
    ['audio', 'testimonial_audio_file', () => pngDataUrl()],
    ['document', 'request_documents.0', () => svgDataUrl()],
    ['document', 'request_documents.0', () => polyglotDataUrl()],
    ['document', 'request_documents.0', () => mp3DataUrl()],
  ] as const)('refuses the wrong type as %s with 415 (%s), storing nothing', async (k, field, make) => {
    const rows = await m.rowKeys();
    await expect(store(await make(), k, field)).rejects.toMatchObject({
      status: 415,
      issues: [{ path: field, message: expect.any(String) }],
    });
    expect(await m.rowKeys()).toEqual(rows);
  });

  it.each([
    ['image', 10 * 1024 * 1024],
    ['audio', 10 * 1024 * 1024],
    ['document', 20 * 1024 * 1024],
  ] as const)('refuses an %s over %d bytes with 413, storing nothing', async (k, limit) => {
    const rows = await m.rowKeys();
    const over = toDataUrl(
      'application/pdf',
      Buffer.concat([pdfBytes(), Buffer.alloc(limit + 1 - pdfBytes().length)]),
    );
    await expect(store(over, k, 'big')).rejects.toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringMatching(/^big: the file is larger than/),
    });
    expect(await m.rowKeys()).toEqual(rows);
  });

  it('accepts a document of exactly 20 MB', async () => {
    const bytes = Buffer.concat([
      pdfBytes('big one'),
      Buffer.alloc(20 * 1024 * 1024 - pdfBytes('big one').length, 0x20),
    ]);
    const stored = await store(toDataUrl('application/pdf', bytes), 'document', 'request_documents.0');
    expect(stored.size).toBe(20 * 1024 * 1024);
  });

  it('refuses a malformed data URL with 400 naming the field', async () => {
    await expect(
      store('data:image/png;base64,@@@', 'image', 'researcher_avatar_image'),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^researcher_avatar_image: /) });
    await expect(store('/media/abc.webp', 'image', 'researcher_avatar_image')).rejects.toMatchObject({
      status: 400,
    });
  });

  it('stores the same bytes once: same key, one row per file, one stored copy', async () => {
    const image = await pngDataUrl(1000, 500, '#123456');
    const [a, b] = [await store(image, 'image'), await store(image, 'image')];
    expect(b).toEqual(a);
    const hash = a.key.slice(0, 64);
    expect((await m.rowKeys()).filter((k) => k.startsWith(hash))).toEqual(
      [`${hash}-1000`, `${hash}-480`, `${hash}-960`].sort(),
    );
    expect((await m.storedKeys()).filter((k) => k.startsWith(hash))).toHaveLength(3);

    const [c, d] = await Promise.all([
      store(pdfDataUrl('twice'), 'document'),
      store(pdfDataUrl('twice'), 'document'),
    ]);
    expect(d).toEqual(c);
    expect((await m.storedKeys()).filter((k) => k === c.key)).toHaveLength(1);
  });

  it('a repeated store renews the file time, so a sweep cannot take a file about to be referenced again', async () => {
    const doc = await store(pdfDataUrl('renewed'), 'document');
    const { db } = m.t().app.database;
    await db
      .update(media)
      .set({ creation_timestamp: sql`now() - interval '3 hours'` })
      .where(eq(media.key, doc.key));
    await store(pdfDataUrl('renewed'), 'document');
    const [row] = await db
      .select({ age: sql<string>`extract(epoch from now() - ${media.creation_timestamp})` })
      .from(media)
      .where(eq(media.key, doc.key));
    expect(Number(row!.age)).toBeLessThan(60);
  });

  it('storeBytes takes the same rules from a Buffer', async () => {
    expect((await m.t().app.media.storeBytes(await f.webpBytes(), 'image', 'seed')).url).toMatch(
      /^\/media\/[0-9a-f]{64}-32\.webp$/,
    );
    await expect(m.t().app.media.storeBytes(f.unknownBytes(), 'image', 'seed')).rejects.toMatchObject({
      status: 415,
    });
  });
});
