/** A cell value as it comes from an entity: text, number, flag, or nothing. */
export type CsvValue = string | number | boolean | null | undefined;

/** UTF-8 byte-order mark: spreadsheet programs read the file as UTF-8 (accents intact) only with it. */
export const BOM = '\uFEFF';

/**
 * Spreadsheet programs run a cell that starts with one of these as a formula (CSV injection): such cells get
 * a leading apostrophe, which shows the text as typed. Tab and carriage return count too, as some programs
 * strip them before looking.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, RFC 4180: quoted when it holds a comma, a quote or a line break (quotes doubled). */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header row, data rows, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${BOM}${lines.map((line) => `${line}\r\n`).join('')}`;
}
