/**
 * Generic CSV encoding for the admin exports (service-area ZIPs, inquiries). RFC 4180: fields are separated by commas,
 * records by CRLF, and a field holding a comma, a double quote, CR or LF is wrapped in double quotes with inner quotes
 * doubled.
 */

/** A cell value; null and undefined become an empty cell. */
export type CsvCell = string | number | boolean | null | undefined;

/**
 * Spreadsheet programs run a cell that starts with one of these as a formula ("CSV injection"): an exported customer
 * name like `=HYPERLINK(...)` could execute or leak data when staff open the file. A leading single quote makes the
 * program show the text as typed, so such cells are prefixed with one (OWASP's recommended neutralisation).
 * Tab and CR are on OWASP's list too: they can start a formula once a spreadsheet trims the cell.
 */
const FORMULA_TRIGGER = /[=+\-@\t\r]/;

/**
 * Where a spreadsheet may start a new cell inside our text: the file is comma-separated, but a program set to another
 * separator (semicolon in many European locales, tab, pipe) or one that ignores the quoting splits a cell at these,
 * and a line break starts a row. So a formula trigger is neutralised after any of them too, spaces between included:
 * `Semi;=1+1;@x` is written `Semi;'=1+1;'@x`.
 */
const FORMULA_AT_A_CELL_START = /(?<=^|[,;\t|\r\n])(\s*?)(?=[=+\-@\t\r])/g;

/** Any of the separators above: a cell holding one is quoted, so a comma-reading program keeps it whole. */
const NEEDS_QUOTING = /[",;\t|\r\n]/;

/** Encodes one cell: neutralises formula triggers, then quotes per RFC 4180 when needed. */
export function encodeCsvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Numbers are written by us, not by users: a negative number stays a number.
  if (typeof value === 'string' && FORMULA_TRIGGER.test(text)) {
    text = text.replace(FORMULA_AT_A_CELL_START, "$1'");
  }
  return NEEDS_QUOTING.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line plus one line per row, CRLF-separated, with a trailing CRLF (RFC 4180 allows it; Excel expects it). */
export function encodeCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(encodeCsvCell).join(',')).join('\r\n') + '\r\n';
}

/** YYYY-MM-DD in the user's local time zone, for export file names (toISOString would give the UTC date). */
export function localDateStamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
