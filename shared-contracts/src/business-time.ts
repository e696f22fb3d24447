/**
 * Back-office times are shown in the business's own time zone (San Antonio), whatever the viewer's machine says, so
 * "Submitted on" or "published at" means the same thing to every staff member and in every test run.
 */
export const BUSINESS_TIME_ZONE = 'America/Chicago';

const BUSINESS_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** "Mar 14, 2026, 10:30 AM" in business time; text that is not a date is shown as it came. */
export function formatBusinessDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : BUSINESS_DATE_TIME.format(date);
}

const BUSINESS_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The business's calendar day (YYYY-MM-DD) and hour (0-23) at `date`: "today" and "this morning" in San Antonio. */
export function businessClock(date: Date): { day: string; hour: number } {
  const parts = BUSINESS_CLOCK.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}
