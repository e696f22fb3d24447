/**
 * The inquiry's plain values (statuses, orders, the unassigned filter, the follow-up day's rule), apart from its zod
 * schemas (schemas/inquiry.ts) on purpose: the dashboard and the inbox's toolbar draw with these on their first load,
 * and importing them from the schemas' module brought zod along (23 KiB gzip of the dashboard's first load, issue 44).
 */

export const INQUIRY_STATUSES = ['New', 'Responded', 'Closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** The inbox's orders by date received: 'desc' (newest first, the default) or 'asc'. */
export const INQUIRY_ORDERS = ['desc', 'asc'] as const;
export type InquiryOrder = (typeof INQUIRY_ORDERS)[number];

/** The `assignee` filter value for inquiries assigned to nobody. */
export const INQUIRY_UNASSIGNED = 'none';

/** A follow-up day as the API stores it: an ISO calendar date that exists. */
export const isCalendarDate = (value: unknown): value is string => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
