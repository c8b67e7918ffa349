import { ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import { zipWriter } from './zip-writer';

export type Cell = string | number | null | undefined;

/**
 * Characters XML 1.0 forbids (most C0 controls, lone surrogates, U+FFFE/F): a student's text may hold them.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const escapeXml = (text: string): string =>
  text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function rowXml(cells: readonly Cell[], rowNumber: number): string {
  const xml = cells.map((value, i) => {
    const ref = `${columnName(i)}${rowNumber}`;
    if (value === null || value === undefined || value === '') return '';
    // A number is a number; every text is an inline string, never a formula, whatever it starts with.
    if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
    return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
  });
  return `<row r="${rowNumber}">${xml.join('')}</row>`;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const FIXED_PARTS: Record<string, string> = {
  '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  '_rels/.rels': `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
};

export interface SheetOptions {
  /** The sheet's tab name (at most 31 characters, none of `[]:*?/\`). */
  name: string;
  /** Arabic: the sheet reads right to left, column A on the right. */
  rightToLeft: boolean;
}

/**
 * A one-sheet XLSX workbook (Office Open XML, the parts Excel and LibreOffice need and no
 * more), made as it is read: the header row, then each batch of rows deflated into the zip,
 * and the next batch asked for only when the reader has taken what this one wrote (send it
 * with downloadStream: decision 0048), so 50,000 requests cost no more memory than 500 and a
 * reader who stops stops the work. Texts are inline strings, so nothing a student wrote is
 * ever read as a formula (decision 0031).
 */
export async function* xlsxFile(
  header: readonly Cell[],
  batches: AsyncIterable<readonly (readonly Cell[])[]>,
  { name, rightToLeft }: SheetOptions,
): AsyncGenerator<Uint8Array> {
  const { zip, take } = zipWriter();
  const fixed = (path: string, text: string) => {
    const entry = new ZipPassThrough(path);
    zip.add(entry);
    entry.push(strToU8(text), true);
  };
  const sheetName = escapeXml(name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
  for (const [path, text] of Object.entries(FIXED_PARTS)) fixed(path, text);
  fixed(
    'xl/workbook.xml',
    `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${sheetName}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  // The header row stays in view while scrolling.
  const view = `<sheetViews><sheetView workbookViewId="0"${rightToLeft ? ' rightToLeft="1"' : ''}><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>`;
  sheet.push(
    strToU8(
      `${XML}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${view}<sheetData>${rowXml(header, 1)}`,
    ),
  );
  yield* take();
  let rowNumber = 1;
  for await (const rows of batches) {
    sheet.push(strToU8(rows.map((cells) => rowXml(cells, ++rowNumber)).join('')));
    yield* take();
  }
  sheet.push(strToU8('</sheetData></worksheet>'), true);
  zip.end();
  yield* take();
}
