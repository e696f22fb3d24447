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
  deleteConfirmTitle: 'Are you sure you want to delete this inquiry?',
  deleteConfirm:
    'This action cannot be undone. This will permanently delete the inquiry and remove it from the database.',
  searchPlaceholder: 'Search inquiries...',
  allStatus: 'All Status',
  empty: 'No inquiries found',
  detailsTitle: 'Inquiry Details',
  submittedOn: (date: string) => `Submitted on ${date}`,
} as const;
