import { encodeCsv, localDateStamp, type AdminInquiry } from 'shared-contracts';

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
  // Issue 17: how many internal notes staff wrote (not the notes themselves: they stay in the back office).
  'notesCount',
] as const satisfies readonly (keyof AdminInquiry)[];

/** Issue 31: how many photos the visitor attached (the photos stay in the back office). */
export const INQUIRY_CSV_HEADER = [...INQUIRY_CSV_COLUMNS, 'photoCount'] as const;

/**
 * The CSV of the inquiries staff are looking at (after search and status filter). encodeCsv quotes per RFC 4180 and
 * prefixes cells starting with = + - @ with a single quote: names and messages are typed by anonymous visitors, and a
 * spreadsheet would otherwise run `=HYPERLINK(...)`-style formulas hidden in them when staff open the export.
 */
export function inquiriesToCsv(inquiries: readonly AdminInquiry[]): string {
  return encodeCsv(
    INQUIRY_CSV_HEADER,
    inquiries.map((inquiry) => [
      ...INQUIRY_CSV_COLUMNS.map((column) => inquiry[column]),
      inquiry.photos?.length ?? 0,
    ]),
  );
}

export const inquiriesCsvFileName = (now: Date): string => `inquiries_${localDateStamp(now)}.csv`;
