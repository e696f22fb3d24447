/** The public gallery's lightbox (issue 31): loaded with the lightbox, not with the page (see i18n/lightbox-texts). */
export const galleryLightbox = {
  dialogLabel: (title: string) => `${title}, large`,
  close: 'Close',
  previous: 'Previous photo',
  next: 'Next photo',
  position: (n: number, total: number) => `Photo ${n} of ${total}`,
} as const;
