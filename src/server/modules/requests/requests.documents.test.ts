import sharp from 'sharp';
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { requests } from '../../db/schema';
import { pixelFloodPng } from '../../media/media.fixtures';
import { useMediaTestApp } from '../../media/media.test-helpers';
import { describeEachDatabase } from '../../test/databases';
import { pdfBytes, pngBytes, toDataUrl } from '../../test/fixtures';

/** A photo-like JPEG (noise compresses poorly, so half of it is a lot of missing rows). */
const noisyJpeg = async () => {
  const side = 256;
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
};
const half = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2));

/** A request document must be what it claims all through, not only in its first bytes (decision 0008). */
describeEachDatabase('request documents are checked whole', (kind) => {
  const m = useMediaTestApp(kind, { REQUEST_RATE_MAX: '1000' });
  const create = (documents: string[]) =>
    m.t().app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: { 'accept-language': 'en' },
      payload: {
        request_name: 'Mona',
        request_desc: 'Statistics for my thesis',
        request_email: 'mona@example.com',
        request_phone: '+201000000000',
        request_address: 'Cairo',
        request_documents: documents,
      },
    });
  const requestCount = async () =>
    (await m.t().app.database.db.select({ n: count() }).from(requests))[0]?.n ?? 0;

  const refused: [string, () => Promise<string>, number, RegExp][] = [
    [
      'a truncated JPEG',
      async () => toDataUrl('image/jpeg', half(await noisyJpeg())),
      415,
      /could not be read/,
    ],
    [
      'a truncated PNG',
      async () => toDataUrl('image/png', half(await pngBytes(300, 300))),
      415,
      /could not be read/,
    ],
    [
      'a header-only PNG claiming 30000 × 30000 pixels',
      async () => toDataUrl('image/png', pixelFloodPng()),
      413,
      /megapixels/,
    ],
    [
      'an HTML page that starts with %PDF',
      async () =>
        toDataUrl(
          'application/pdf',
          Buffer.from('%PDF-1.7\n<html><body><script>alert(document.cookie)</script></body></html>\n'),
        ),
      415,
      /PDF could not be read/,
    ],
    [
      'a PDF header and nothing else',
      async () => toDataUrl('application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n')),
      415,
      /PDF could not be read/,
    ],
  ];

  it.each(refused)(
    '%s is refused (4xx naming the field) and nothing is stored',
    async (_name, makeDocument, status, problem) => {
      const [rowsBefore, keysBefore, storedBefore] = [
        await requestCount(),
        await m.rowKeys(),
        await m.storedKeys(),
      ];
      const good = toDataUrl('application/pdf', pdfBytes('chapter one'));
      const res = await create([good, await makeDocument()]);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(/request_documents\.1/);
      expect(res.json().message).toMatch(problem);
      expect(await requestCount()).toBe(rowsBefore);
      expect(await m.rowKeys()).toEqual(keysBefore);
      expect(await m.storedKeys()).toEqual(storedBefore);
    },
  );

  it('whole PDFs and images are still stored as sent', async () => {
    const jpeg = await noisyJpeg();
    const res = await create([
      toDataUrl('application/pdf', pdfBytes('chapter two')),
      toDataUrl('image/jpeg', jpeg),
      toDataUrl('image/png', await pngBytes(40, 40)),
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.document_count).toBe(3);
  });
});
