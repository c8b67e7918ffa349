import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../../contract';
import { media, requests, uploads } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { pdfBytes } from '../../test/fixtures';
import { createUpload, sendUploadPart, uploadOffset } from './uploads.test-support';

const request = {
  request_name: 'مريم الحسن',
  request_desc: 'تحليل إحصائي لاستبانة',
  request_email: 'maryam@example.com',
  request_phone: '+966500000000',
  request_address: 'الرياض',
};

/**
 * Decision 0064: resumable uploads (tus 1.0) at /api/uploads on both databases. A document
 * sent in parts, one part sent again after a cut, then named by a request, arrives
 * byte-identical; a wrong offset, an unknown upload, a forbidden type, a file over the size
 * and bytes that are not what they claim are refused in our error shape, naming the field,
 * and leave nothing behind; a request naming an upload that is unknown or not finished is a
 * 400 naming `request_uploads.N`, with no request written.
 */
describeEachDatabase('resumable uploads', (kind) => {
  const t = useTestApp(kind, { REQUEST_RATE_MAX: '1000', FORM_EMAIL_RATE_MAX: '1000' });
  const db = () => t().app.database.db;

  const create = (size: number, filetype?: string, filename?: string) =>
    createUpload(t().app, size, filetype, filename);
  const patch = (location: string, offset: number, bytes: Buffer) =>
    sendUploadPart(t().app, location, offset, bytes);
  const head = (location: string) => uploadOffset(t().app, location);
  const send = (body: object) => t().app.inject({ method: 'POST', url: '/api/requests', payload: body });
  const requestRows = async () => (await db().select({ n: count() }).from(requests))[0]!.n;

  it('takes a document in parts, resumes after a cut from the offset the server holds, and the request keeps it byte-identical', async () => {
    const pdf = pdfBytes('Chapter 3 '.repeat(20_000));
    const made = await create(pdf.length);
    expect(made.statusCode, made.body).toBe(201);
    const location = made.headers.location as string;
    expect(location).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{22,64}$/);

    const half = Math.floor(pdf.length / 2);
    const first = await patch(location, 0, pdf.subarray(0, half));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    // The browser lost the answer and asks where to go on from.
    expect((await head(location)).headers['upload-offset']).toBe(String(half));
    // A part sent again from the start (a forged or stale offset) is refused and changes nothing.
    const stale = await patch(location, 0, pdf.subarray(0, half));
    expect(stale.statusCode).toBe(409);
    expect(JSON.parse(stale.body)).toMatchObject({ code: 'CONFLICT' });
    expect((await head(location)).headers['upload-offset']).toBe(String(half));
    const rest = await patch(location, half, pdf.subarray(half));
    expect(rest.statusCode, rest.body).toBe(204);
    expect(rest.headers['upload-offset']).toBe(String(pdf.length));

    const id = location.split('/').pop()!;
    const sent = await send({ ...request, request_uploads: [id] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.document_count).toBe(1);
    const [row] = await db()
      .select()
      .from(requests)
      .where(eq(requests.request_id, sent.json().data.request_id));
    const [doc] = row!.request_documents;
    expect(doc).toMatchObject({ mime: 'application/pdf', size: pdf.length, name: 'الفصل الثالث.pdf' });
    expect(doc!.key).toBe(createHash('sha256').update(pdf).digest('hex'));
    expect(await t().app.media.blobs.read(doc!.key)).toEqual(pdf);
    expect((await db().select().from(media).where(eq(media.key, doc!.key))).length).toBe(1);
    // Taken: the upload is gone.
    expect((await head(location)).statusCode).toBe(404);
    expect(await db().select().from(uploads).where(eq(uploads.id, id))).toEqual([]);
  });

  it('refuses a forbidden type, a file over the size and a missing name at the start, in our error shape', async () => {
    const html = await create(100, 'text/html', 'page.html');
    expect(html.statusCode).toBe(415);
    expect(JSON.parse(html.body)).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      issues: [{ path: 'filetype' }],
    });
    const big = await create(UPLOAD_LIMITS.documentBytes + 1);
    expect(big.statusCode).toBe(413);
    expect(JSON.parse(big.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const nameless = await create(100, 'application/pdf', '');
    expect(nameless.statusCode).toBe(400);
    expect(JSON.parse(nameless.body)).toMatchObject({ issues: [{ path: 'filename' }] });
    expect(await db().select().from(uploads)).toEqual([]);
  });

  it('refuses bytes that are not what the upload said once they are all there, and drops them', async () => {
    const page = Buffer.from('<html><script>alert(1)</script></html>'.padEnd(400, ' '));
    const location = (await create(page.length)).headers.location as string;
    const last = await patch(location, 0, page);
    expect(last.statusCode).toBe(415);
    expect(JSON.parse(last.body)).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      issues: [{ path: 'file' }],
    });
    expect((await head(location)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown upload and refuses more bytes than declared', async () => {
    expect((await head('/api/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).statusCode).toBe(404);
    const unknown = await patch('/api/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 0, Buffer.from('%PDF'));
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ code: 'NOT_FOUND' });
    const location = (await create(10)).headers.location as string;
    const over = await patch(location, 0, Buffer.alloc(20, 1));
    expect(over.statusCode).toBe(413);
    expect(Number((await head(location)).headers['upload-offset'])).toBeLessThanOrEqual(10);
  });

  it('refuses a request naming an unknown, unfinished or repeated upload, naming the field, and writes nothing', async () => {
    const before = await requestRows();
    const unknown = await send({ ...request, request_uploads: ['bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ issues: [{ path: 'request_uploads.0' }] });

    const pdf = pdfBytes();
    const location = (await create(pdf.length)).headers.location as string;
    await patch(location, 0, pdf.subarray(0, 10));
    const id = location.split('/').pop()!;
    const unfinished = await send({ ...request, request_uploads: [id] });
    expect(unfinished.statusCode).toBe(400);
    expect(unfinished.json().message).toContain('request_uploads.0: the upload is not finished');

    await patch(location, 10, pdf.subarray(10));
    const twice = await send({ ...request, request_uploads: [id, id] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ issues: [{ path: 'request_uploads.1' }] });
    const malformed = await send({ ...request, request_uploads: ["x'; drop table uploads; --"] });
    expect(malformed.statusCode).toBe(400);
    expect(await requestRows()).toBe(before);
    // Still there for a request that names it rightly.
    expect((await head(location)).headers['upload-offset']).toBe(String(pdf.length));
  });
});
