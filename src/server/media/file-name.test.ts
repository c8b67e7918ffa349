import { describe, expect, it } from 'vitest';
import { dataUrlName } from './data-url';
import { FILE_NAME_MAX, safeFileName } from './file-name';

describe("a document's own name", () => {
  it("is read from the data URL's name parameter, decoded", () => {
    expect(
      dataUrlName(`data:application/pdf;name=${encodeURIComponent('رسالة الماجستير.pdf')};base64,JVBERi0=`),
    ).toBe('رسالة الماجستير.pdf');
    expect(dataUrlName('data:application/pdf;base64,JVBERi0=')).toBeUndefined();
    expect(dataUrlName('data:application/pdf;name=%E0%A4;base64,JVBERi0=')).toBeUndefined();
  });

  it('keeps no path, no control or reordering character, nothing a file system refuses, and the real extension', () => {
    expect(safeFileName('رسالة الماجستير - الفصل الأول.pdf', 'pdf')).toBe(
      'رسالة الماجستير - الفصل الأول.pdf',
    );
    expect(safeFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(safeFileName('C:\\Users\\huda\\thesis.PDF', 'pdf')).toBe('thesis.pdf');
    expect(safeFileName('scan\u0000\u0007 page\r\n1.jpg', 'jpg')).toBe('scan page 1.jpg');
    expect(safeFileName('invoice\u202Egpj.exe', 'pdf')).toBe('invoicegpj.pdf');
    expect(safeFileName('a<b>:c|d?.png', 'png')).toBe('a_b__c_d_.png');
    expect(safeFileName('thesis.exe', 'pdf')).toBe('thesis.pdf');
    expect(safeFileName('صورة', 'webp')).toBe('صورة.webp');
  });

  it('is cut to its length with the extension kept, and is none when nothing is left', () => {
    const long = safeFileName(`${'ب'.repeat(300)}.pdf`, 'pdf')!;
    expect([...long]).toHaveLength(FILE_NAME_MAX);
    expect(long.endsWith('.pdf')).toBe(true);
    for (const empty of [undefined, '', '   ', '.pdf', '/', '\u202E'])
      expect(safeFileName(empty, 'pdf'), String(empty)).toBeUndefined();
  });
});
