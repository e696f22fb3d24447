import { encodeCsv, localDateStamp, type Inquiry } from 'shared-contracts';

/** Export columns, in order; the header names are the API's field names so the file re-imports cleanly. */
export const INQUIRY_CSV_COLUMNS = [
  'date',
  'name',
  'email',
  'phone',
  'zipCode',
  'projectType',
  'message',
  'status',
] as const satisfies readonly (keyof Inquiry)[];

/**
 * The CSV of the inquiries staff are looking at (after search and status filter). encodeCsv quotes per RFC 4180 and
 * prefixes cells starting with = + - @ with a single quote: names and messages are typed by anonymous visitors, and a
 * spreadsheet would otherwise run `=HYPERLINK(...)`-style formulas hidden in them when staff open the export.
 */
export function inquiriesToCsv(inquiries: readonly Inquiry[]): string {
  return encodeCsv(
    INQUIRY_CSV_COLUMNS,
    inquiries.map((inquiry) => INQUIRY_CSV_COLUMNS.map((column) => inquiry[column])),
  );
}

export const inquiriesCsvFileName = (now: Date): string => `inquiries_${localDateStamp(now)}.csv`;
