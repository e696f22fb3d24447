import type { Inquiry } from 'shared-contracts';

/**
 * The inbox search of spec section 2: case-insensitive, on the client, over name, email and project type. The status
 * filter is not applied here: it goes to the API as the `status` query.
 */
export function filterInquiries(inquiries: readonly Inquiry[], search: string): Inquiry[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...inquiries];
  return inquiries.filter((inquiry) =>
    [inquiry.name, inquiry.email, inquiry.projectType].some((field) => field.toLowerCase().includes(needle)),
  );
}
