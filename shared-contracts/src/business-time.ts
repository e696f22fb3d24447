/**
 * Back-office times are shown in the business's own time zone, whatever the viewer's machine says, so "Submitted on"
 * or "published at" means the same thing to every staff member and in every test run. The zone is a setting
 * (Settings > General, issue 32); this constant is its default and what callers without the setting use.
 */
export const BUSINESS_TIME_ZONE = 'America/Chicago';

/**
 * What a stored zone name looks like: an IANA name ("America/Chicago", "Etc/GMT+6", "UTC"), at most 64 characters.
 * A name, not an offset such as "+05:00": PostgreSQL's AT TIME ZONE reads a bare offset with the opposite sign.
 */
export const TIME_ZONE_PATTERN = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/**
 * True for a time zone this runtime knows (IANA names and their aliases, e.g. "America/Chicago", "UTC"). The same
 * test as class-validator's @IsTimeZone, so the browser's zod schema and the API's DTO agree on every value.
 */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    Intl.DateTimeFormat(undefined, { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The languages times are written in: the back office's, and a Spanish visitor's confirmation (issue 30). */
export type BusinessLocale = 'en-US' | 'es-US';

/** One formatter per zone and kind: building an Intl.DateTimeFormat is far slower than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(
  kind: 'dateTime' | 'clock' | 'zoneName',
  timeZone: string,
  locale: BusinessLocale = 'en-US',
): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone} ${locale}`;
  let format = formatters.get(key);
  if (!format) {
    format =
      kind === 'dateTime'
        ? new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' })
        : kind === 'clock'
          ? new Intl.DateTimeFormat('en-CA', {
              timeZone,
              year: 'numeric',
              month: '2-digit',
              day: '2-digit',
              hour: '2-digit',
              hourCycle: 'h23',
            })
          : new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    formatters.set(key, format);
  }
  return format;
}

/** "Mar 14, 2026, 10:30 AM" in the business's time; text that is not a date is shown as it came. */
export function formatBusinessDateTime(
  iso: string,
  timeZone: string = BUSINESS_TIME_ZONE,
  locale: BusinessLocale = 'en-US',
): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter('dateTime', timeZone, locale).format(date);
}

/** The zone's short name at that moment ("CST", "CDT", "GMT+1"): said beside a time in an e-mail. */
export function businessZoneName(iso: string, timeZone: string = BUSINESS_TIME_ZONE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return timeZone;
  return (
    formatter('zoneName', timeZone)
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** The business's calendar day (YYYY-MM-DD) and hour (0-23) at `date`: "today" and "this morning" where it works. */
export function businessClock(
  date: Date,
  timeZone: string = BUSINESS_TIME_ZONE,
): { day: string; hour: number } {
  const parts = formatter('clock', timeZone).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}
