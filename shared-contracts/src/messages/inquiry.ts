import { LIMITS } from '../limits.js';

export const inquiry = {
  loadFailed: 'Failed to load inquiries',
  fetchFailed: 'Failed to fetch inquiries',
  updateFailed: 'Failed to update inquiry status',
  deleteFailed: 'Failed to delete inquiry',
  databaseUnavailable: 'Database connection is temporarily unavailable. Please try again later.',
  notFoundOnUpdate: 'Inquiry could not be found. It may have been deleted.',
  notFoundOnDelete: 'Inquiry could not be found. It may have already been deleted.',
  notFound: 'Inquiry not found',
  statusInvalid: 'Status must be New, Responded or Closed',
  orderInvalid: 'Order must be desc or asc',
  pageInvalid: `Page must be a whole number from 1 to ${LIMITS.inquiryList.pageMax}`,
  pageSizeInvalid: `Page size must be a whole number from 1 to ${LIMITS.inquiryList.pageSizeMax}`,
  searchInvalid: `Search must be text of at most ${LIMITS.inquiryList.searchMax} characters`,
  pageSummary: (from: number, to: number, total: number) => `${from}-${to} of ${total} inquiries`,
  deleteConfirmTitle: 'Are you sure you want to delete this inquiry?',
  deleteConfirm:
    'This action cannot be undone. This will permanently delete the inquiry and remove it from the database.',
  searchPlaceholder: 'Search inquiries...',
  allStatus: 'All Status',
  empty: 'No inquiries found',
  detailsTitle: 'Inquiry Details',
  submittedOn: (date: string) => `Submitted on ${date}`,
} as const;
