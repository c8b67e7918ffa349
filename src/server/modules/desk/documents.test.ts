import { unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import type { RequestDesk } from '../../../contract';
import { useMediaTestApp } from '../../media/media.test-helpers';
import { describeEachDatabase } from '../../test/databases';
import { pdfBytes, pngBytes } from '../../test/fixtures';
import { zipEntryNames } from './documents-zip';

/** Decision 0030: a request's documents keep the student's own names, and download as one zip under them. */
describeEachDatabase('request documents by their own names', (kind) => {
  const m = useMediaTestApp(kind, { REQUEST_RATE_MAX: '1000' });
  const withName = (mime: string, name: string, bytes: Buffer) =>
    `data:${mime};name=${encodeURIComponent(name)};base64,${bytes.toString('base64')}`;

  it('keeps each name made safe, shows SPEC\'s "Document N.ext" for one sent without, and zips them all under those names', async () => {
    const { app } = m.t();
    const pdf = pdfBytes('الفصل الأول');
    const png = await pngBytes();
    const res = await app.inject({
      method: 'POST',
      url: '/api/requests',
      payload: {
        request_name: 'هدى',
        request_desc: 'مراجعة الفصل الأول',
        request_email: 'huda@example.com',
        request_phone: '+966500000000',
        request_address: 'جدة',
        request_documents: [
          withName('application/pdf', 'C:\\Users\\huda\\رسالة الماجستير.pdf', pdf),
          `data:image/png;base64,${png.toString('base64')}`,
          withName('application/pdf', 'رسالة الماجستير.PDF', pdf),
          withName('image/png', 'scan\u202Egnp.exe', png),
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { data: { request_id: number } }).data.request_id;
    const admin = { authorization: `Bearer ${await m.t().adminToken()}` };
    const desk = (
      await app.inject({ method: 'GET', url: `/api/requests/${id}/desk`, headers: admin })
    ).json() as RequestDesk;
    expect(desk.request.request_document_names).toEqual([
      'رسالة الماجستير.pdf',
      'Document 2.png',
      'رسالة الماجستير.pdf',
      'scangnp.png',
    ]);
    // What each is: a PDF with its pages (read when it was checked), an image without.
    expect(desk.request.request_document_facts.map((f) => [f.mime, f.pages])).toEqual([
      ['application/pdf', 1],
      ['image/png', null],
      ['application/pdf', 1],
      ['image/png', null],
    ]);
    expect(desk.request.request_document_facts[0]!.size).toBe(pdf.length);
    // SPEC §2's links keep their label.
    expect(
      desk.request.request_documents.map((url) => new URL(url, 'http://x').searchParams.get('name')),
    ).toEqual(['Document 1.pdf', 'Document 2.png', 'Document 3.pdf', 'Document 4.png']);

    const zip = await app.inject({ method: 'GET', url: `/api/requests/${id}/documents.zip`, headers: admin });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(
      /^attachment; filename="request-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}\.zip"$/,
    );
    // Passed on by nginx as it is read, not made whole into its buffer (decision 0048).
    expect(zip.headers['x-accel-buffering']).toBe('no');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files)).toEqual([
      'رسالة الماجستير.pdf',
      'Document 2.png',
      'رسالة الماجستير (2).pdf',
      'scangnp.png',
    ]);
    expect(Buffer.from(files['رسالة الماجستير.pdf']!).equals(pdf)).toBe(true);
  });

  it('answers 404 for a request without documents or none at all, and only to staff', async () => {
    const { app } = m.t();
    const res = await app.inject({
      method: 'POST',
      url: '/api/requests',
      payload: {
        request_name: 'A',
        request_desc: 'B',
        request_email: 'a@example.com',
        request_phone: '1',
        request_address: 'C',
      },
    });
    const id = (res.json() as { data: { request_id: number } }).data.request_id;
    expect((await app.inject({ method: 'GET', url: `/api/requests/${id}/documents.zip` })).statusCode).toBe(
      401,
    );
    const admin = { authorization: `Bearer ${await m.t().adminToken()}`, 'accept-language': 'en' };
    const none = await app.inject({
      method: 'GET',
      url: `/api/requests/${id}/documents.zip`,
      headers: admin,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'NOT_FOUND', message: 'This request has no documents' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/requests/999999/documents.zip', headers: admin }))
        .statusCode,
    ).toBe(404);
  });

  it('numbers a second file of the same name, whatever its case', () => {
    const doc = (name: string | undefined, ext = 'pdf') => ({
      key: 'k',
      mime: 'application/pdf',
      ext,
      size: 1,
      ...(name ? { name } : {}),
    });
    expect(zipEntryNames([doc('a.pdf'), doc('A.pdf'), doc(undefined), doc('a.pdf')])).toEqual([
      'a.pdf',
      'A (2).pdf',
      'Document 3.pdf',
      'a (3).pdf',
    ]);
  });
});
