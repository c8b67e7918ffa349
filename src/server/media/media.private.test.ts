import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../test/databases';
import { pdfBytes, pdfDataUrl, pngDataUrl } from '../test/fixtures';
import { useMediaTestApp } from './media.test-helpers';
import { SIGNED_URL_TTL_SECONDS } from './signing';
import type { StoredUpload } from './types';

describeEachDatabase('private request documents', (kind) => {
  const m = useMediaTestApp(kind);
  const get = (url: string, headers: Record<string, string> = {}) =>
    m.t().app.inject({ method: 'GET', url, headers });
  let pdf: StoredUpload;
  let png: StoredUpload;
  const sign = (doc: StoredUpload, position: number) => m.t().app.media.signedDocumentUrl(7, position, doc);
  const withParam = (url: string, name: string, value: string) => {
    const u = new URL(url, 'http://x');
    u.searchParams.set(name, value);
    return u.pathname + u.search;
  };

  beforeAll(async () => {
    pdf = await m.t().app.media.store(pdfDataUrl('thesis'), 'document', 'request_documents.0');
    png = await m.t().app.media.store(await pngDataUrl(20, 20), 'document', 'request_documents.1');
  });
  afterEach(() => vi.restoreAllMocks());

  it('signs a URL for 15 minutes naming the document', () => {
    const now = Date.now();
    const url = new URL(sign(pdf, 1), 'http://x');
    expect(url.pathname).toBe(`/media/private/${pdf.key}`);
    expect(url.searchParams.get('name')).toBe('Document 1.pdf');
    expect(sign(pdf, 1)).toContain('name=Document%201.pdf');
    expect(Number(url.searchParams.get('exp'))).toBeCloseTo(now / 1000 + SIGNED_URL_TTL_SECONDS, -1);
    expect(url.searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('serves a signed PDF as a download and an image inline in a sandbox, as "Document N.ext", private, no-store, nosniff', async () => {
    const res = await get(sign(pdf, 2));
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="Document 2.pdf"',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
    });
    expect(res.rawPayload.equals(pdfBytes('thesis'))).toBe(true);

    const image = await get(sign(png, 1));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe('inline; filename="Document 1.png"');
    // Whatever a file holds, it cannot run in our origin (decision 0008).
    expect(image.headers['content-security-policy']).toBe('sandbox');
  });

  it('serves ranges of a signed document (PDF viewers ask for them)', async () => {
    const res = await get(sign(pdf, 1), { range: 'bytes=0-7' });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.toString('latin1')).toBe('%PDF-1.4');
  });

  it('answers 403 in the error shape without a signature', async () => {
    for (const url of [
      `/media/private/${pdf.key}`,
      `/media/private/${pdf.key}?name=Document%201.pdf&exp=99999999999`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: 'This link is not valid', code: 'FORBIDDEN' });
      expect(res.headers['content-disposition']).toBeUndefined();
    }
  });

  it('answers 403 when any part is altered', async () => {
    const url = sign(pdf, 1);
    const exp = new URL(url, 'http://x').searchParams.get('exp')!;
    const sig = new URL(url, 'http://x').searchParams.get('sig')!;
    const altered = [
      withParam(url, 'name', 'Document 2.pdf'),
      withParam(url, 'name', 'evil.html'),
      withParam(url, 'exp', String(Number(exp) + 3600)),
      withParam(url, 'exp', `0${exp}`),
      withParam(url, 'sig', sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A')),
      withParam(url, 'sig', ''),
      url.replace(pdf.key, png.key),
      `${url}&sig=${sig}`,
    ];
    for (const bad of altered) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json(), bad).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('answers 403 once the 15 minutes are over', async () => {
    const url = sign(pdf, 1);
    const issued = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(issued + (SIGNED_URL_TTL_SECONDS - 5) * 1000);
    expect((await get(url)).statusCode).toBe(200);
    vi.spyOn(Date, 'now').mockReturnValue(issued + (SIGNED_URL_TTL_SECONDS + 1) * 1000);
    const res = await get(url);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.stringMatching(/expired/), code: 'FORBIDDEN' });
  });

  it('answers 404 for a correctly signed URL of a file that is not stored', async () => {
    const missing = { ...pdf, key: 'f'.repeat(64) };
    expect((await get(sign(missing, 1))).statusCode).toBe(404);
  });
});
