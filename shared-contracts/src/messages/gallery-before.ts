/** A gallery item's "before" photo (issue 31), staff side (admin texts are English only). */
export const galleryBefore = {
  label: 'Before photo (optional)',
  help: 'A photo of the job before the work: the gallery then shows a before/after comparison.',
  upload: 'Upload before photo',
  remove: 'Remove before photo',
  saved: 'Before photo saved',
  removed: 'Before photo removed',
  invalid: 'The before photo must be an image uploaded here (/uploads/<id>.webp), or null to remove it',
  notStored: 'The before photo is no longer stored. Upload it again.',
  saveFailed: 'Failed to save the before photo',
} as const;
