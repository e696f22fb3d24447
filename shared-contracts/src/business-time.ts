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
