import { encodeCsv, localDateStamp, type ServiceAreaEntry } from 'shared-contracts';

/** Column order of the export (spec section 9). */
export const SERVICE_AREA_CSV_COLUMNS = ['zip_code', 'neighborhood', 'region'] as const;

/** CSV text of the entries; quoting, empty neighborhoods and formula neutralising come from the shared encoder. */
export function serviceAreaToCsv(entries: readonly ServiceAreaEntry[]): string {
  return encodeCsv(
    SERVICE_AREA_CSV_COLUMNS,
    entries.map((entry) => [entry.zip_code, entry.neighborhood, entry.region]),
  );
}

/** service_area_{date}.csv with the user's local date, so an evening export is not named after tomorrow. */
export function serviceAreaExportFileName(now: Date = new Date()): string {
  return `service_area_${localDateStamp(now)}.csv`;
}
