/** An inquiry's photos in the back office (issue 31; admin texts are English only). */
export const inquiryPhotos = {
  title: 'Photos',
  open: (n: number, total: number) => `Open photo ${n} of ${total}`,
  viewerTitle: (n: number, total: number) => `Photo ${n} of ${total}`,
  previous: 'Previous photo',
  next: 'Next photo',
  loadFailed: 'This photo could not be loaded',
  notFound: 'Photo not found',
  count: (n: number) => `${n} photo${n === 1 ? '' : 's'}`,
} as const;
