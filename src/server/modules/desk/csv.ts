/**
 * CSV as Excel opens it (decision 0030): UTF-8 with a byte-order mark, so Arabic and Chinese
 * arrive intact; RFC 4180 quoting; CRLF line ends. A cell a student wrote that starts like a
 * formula (`=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading apostrophe, so a
 * spreadsheet shows it instead of running it (OWASP's "CSV injection").
 */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number | null | undefined)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;
