import { LIMITS } from '../limits.js';

export const content = {
  heading: 'Website Content',
  titleRequired: 'Title is required',
  subtitleRequired: 'Subtitle is required',
  descriptionRequired: 'Description is required',
  addressRequired: 'Address is required',
  phoneRequired: 'Phone is required',
  invalidEmail: 'Invalid email address',
  fieldTooLong: `Must be at most ${LIMITS.content.fieldMax} characters`,
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  saveUnavailableOffline: 'Save Unavailable in Offline Mode',
  saveSuccess: 'Content has been saved successfully.',
  saveError: 'There was an error saving the content.',
  saveFailed: 'Failed to save content',
  offlineEditingNotice: 'Editing is available but saving changes is disabled while in offline mode.',
  offlineBannerTitle: 'Offline Mode',
  offlineBanner:
    'You are currently offline. Content changes cannot be saved until your connection is restored. Any changes you make will be lost when the page is refreshed.',
  staleVersion:
    'Someone else saved this page after you opened it. Reload to get their version, then apply your changes again.',
  unknownPage: 'Page not found',
  // Version history (issue 29).
  versionNotFound: 'Version not found',
  versionNumberInvalid: 'Version number must be a whole number of 1 or more',
  restoreVersionRequired: 'version must be a whole number',
} as const;
