/**
 * Inquiry times are shown in the business's own time zone (San Antonio), whatever the viewer's machine says, so
 * "Submitted on" means the same thing to every staff member and in every test run.
 */
const INQUIRY_DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  dateStyle: 'medium',
  timeStyle: 'short',
});

export function formatInquiryDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : INQUIRY_DATE_FORMAT.format(date);
}
