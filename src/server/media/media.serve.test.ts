import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases';
import { pdfDataUrl, pngDataUrl, toDataUrl, wavBytes } from '../test/fixtures';
import { useMediaTestApp } from './media.test-helpers';
import type { StoredUpload } from './types';

describeEachDatabase('GET /media/:file', (kind) => {
  const m = useMediaTestApp(kind);
  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    m.t().app.inject({ method, url, headers });
  let image: StoredUpload;
  let audio: StoredUpload;
  const audioBytes = wavBytes(1);

  beforeAll(async () => {
    image = await m.t().app.media.store(await pngDataUrl(1200, 600), 'image', 'f');
    audio = await m.t().app.media.store(toDataUrl('audio/wav', audioBytes), 'audio', 'f');
  });

  it('serves an image for a year, immutable, with a strong ETag, nosniff and its type', async () => {
    const res = await get(image.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${image.key}"`,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-length': String(image.size),
    });
    expect(res.rawPayload).toHaveLength(image.size);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get(audio.url, {}, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['content-length']).toBe(String(audioBytes.length));
    expect(res.rawPayload).toHaveLength(0);
  });

  it('answers 304 to If-None-Match with its ETag (also in a list, or weak)', async () => {
    for (const inm of [`"${image.key}"`, `"other", "${image.key}"`, `W/"${image.key}"`, '*']) {
      const res = await get(image.url, { 'if-none-match': inm });
      expect(res.statusCode, inm).toBe(304);
      expect(res.rawPayload).toHaveLength(0);
      expect(res.headers.etag).toBe(`"${image.key}"`);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get(image.url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('serves byte ranges with 206 (audio seeking)', async () => {
    const size = audioBytes.length;
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, size - 1],
      ['bytes=-50', size - 50, size - 1],
      [`bytes=10-${size + 1000}`, 10, size - 1],
      [`bytes=-${size + 5}`, 0, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await get(audio.url, { range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers['content-length']).toBe(String(end - start + 1));
      expect(res.headers['content-type']).toBe('audio/wav');
      expect(res.rawPayload.equals(audioBytes.subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers 416 in the error shape for a range past the end', async () => {
    for (const range of [`bytes=${audioBytes.length}-`, 'bytes=999999-1000000', 'bytes=-0']) {
      const res = await get(audio.url, { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${audioBytes.length}`);
      expect(res.json()).toEqual({
        message: expect.stringContaining('Range not satisfiable'),
        code: 'RANGE_NOT_SATISFIABLE',
      });
    }
  });

  it('sends the whole file for several ranges, a malformed range, or an If-Range of another version', async () => {
    const cases: Record<string, string>[] = [
      { range: 'bytes=0-1,5-9' },
      { range: 'items=0-5' },
      { range: 'bytes=9-2' },
      { range: 'bytes=0-9', 'if-range': '"old"' },
    ];
    for (const headers of cases) {
      const res = await get(audio.url, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.rawPayload).toHaveLength(audioBytes.length);
    }
    expect((await get(audio.url, { range: 'bytes=0-9', 'if-range': `"${audio.key}"` })).statusCode).toBe(206);
  });

  it('serves the narrower widths, and ranges of an image too', async () => {
    const narrow = image.url.replace(/-\d+\.webp$/, '-480.webp');
    expect((await get(narrow)).statusCode).toBe(200);
    const part = await get(image.url, { range: 'bytes=0-11' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('is never compressed (ranges and ETags describe the stored bytes)', async () => {
    const res = await get(audio.url, { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(audioBytes)).toBe(true);
  });

  it('answers 404 in the error shape for unknown keys, wrong extensions and private documents', async () => {
    const doc = await m.t().app.media.store(pdfDataUrl('secret'), 'document', 'f');
    const unknown = `/media/${'0'.repeat(64)}-480.webp`;
    for (const url of [
      unknown,
      `/media/${'0'.repeat(64)}.mp3`,
      image.url.replace('.webp', '.png'),
      audio.url.replace('.wav', '.mp3'),
      `/media/${doc.key}.pdf`,
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/nothing',
      `/media/private/${doc.key}`,
    ]) {
      const res = await get(url);
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.json(), url).toMatchObject({ code: res.statusCode === 404 ? 'NOT_FOUND' : 'FORBIDDEN' });
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
  });
});
