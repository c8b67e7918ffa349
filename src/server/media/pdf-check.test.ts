import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../test/fixtures';
import { checkPdf, createPdfChecker, inspectPdf } from './pdf-check';

async function manyPagePdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++)
    doc.addPage([300, 300]).drawText(`Chapter ${i + 1}`, { x: 20, y: 150, font, size: 14 });
  return doc.save();
}

/** A PDF document must parse as a PDF, within a time bound (decision 0008). */
describe('the PDF check', () => {
  it('knows a real PDF, of one page or many, and counts its pages', async () => {
    expect(await checkPdf(pdfBytes('thesis'))).toBe('pdf');
    expect(await checkPdf(await manyPagePdf(40))).toBe('pdf');
    expect(await inspectPdf(await manyPagePdf(40))).toEqual({ verdict: 'pdf', pages: 40 });
    expect(await inspectPdf(Buffer.from('hello'))).toEqual({ verdict: 'not-a-pdf' });
  });

  it.each([
    ['HTML after a PDF header', '%PDF-1.7\n<html><script>alert(1)</script></html>'],
    ['a header alone', '%PDF-1.4\n%%EOF'],
    ['no header', 'hello'],
    [
      'an object but no pages',
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF',
    ],
  ])('refuses %s', async (_name, text) => {
    expect(await checkPdf(Buffer.from(text, 'latin1'))).toBe('not-a-pdf');
  });

  it('checks files one after another, each with its own answer', async () => {
    const answers = await Promise.all([
      checkPdf(pdfBytes('a')),
      checkPdf(Buffer.from('%PDF-1.4\nnope')),
      checkPdf(pdfBytes('b')),
    ]);
    expect(answers).toEqual(['pdf', 'not-a-pdf', 'pdf']);
  });

  it('ends a parse that takes too long; the files after it get a fresh worker', async () => {
    const check = createPdfChecker();
    const slow = await manyPagePdf(300);
    const [timedOut, next, after] = await Promise.all([
      check(slow, 1),
      check(pdfBytes('queued behind it')),
      check(slow),
    ]);
    expect(timedOut).toEqual({ verdict: 'too-slow' });
    expect(next).toEqual({ verdict: 'pdf', pages: 1 });
    expect(after).toEqual({ verdict: 'pdf', pages: 300 });
  });
});
