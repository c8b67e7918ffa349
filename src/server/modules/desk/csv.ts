/**
 * CSV as Excel opens it (decision 0030): UTF-8 with a byte-order mark, so Arabic and Chinese
 * arrive intact; RFC 4180 quoting; CRLF line ends. A cell a student wrote that starts like a
 * formula (`=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading apostrophe, so a
 * spreadsheet shows it instead of running it (OWASP's "CSV injection").
 */
const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: readonly (string | number | null | undefined)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The file, made as it is read (send it with downloadStream: decision 0048): the byte-order
 * mark and the header, then each batch of rows when the reader has taken the last.
 */
export async function* csvFile(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly (string | number | null | undefined)[])[]>,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(header);
  for await (const rows of batches) yield rows.map(csvLine).join('');
}
