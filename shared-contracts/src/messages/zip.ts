import { LIMITS } from '../limits.js';

export const zip = {
  invalidTitle: 'Invalid ZIP Code',
  mustBeFiveDigits: 'ZIP code must be 5 digits.',
  duplicate: 'This ZIP code is already in the list.',
  loadFailedTitle: 'Failed to load ZIP codes',
  loadFailed: 'Using fallback data. Changes may not be saved correctly.',
  saveFailed: 'Failed to save service area ZIP codes. Please try again.',
  updateFailed: 'Failed to update ZIP code. Please try again.',
  exportFailed: 'There was an error exporting ZIP codes.',
  populateFailed: 'There was an error populating ZIP codes.',
  notFound: 'ZIP code not found in the service area',
  regionInvalid: 'Region must be San Antonio or Nearby',
  neighborhoodTooLong: `Neighborhood must be at most ${LIMITS.serviceArea.neighborhoodMax} characters`,
  zipCodeMismatch: 'The ZIP code in the body must match the ZIP code in the path.',
  // Service-area and settings screens (spec section 2).
  pageTitle: 'Service Area Management',
  exportCsv: 'Export CSV',
  populate: 'Populate',
  manageTab: 'Manage ZIP Codes',
  statsTab: 'Coverage Stats',
  // Issue 32: ZIP codes are managed in one place, this page; the spec's basic manager is its 'Quick Edit' tab.
  quickEditTab: 'Quick Edit',
  settingsOnePlace: 'Add, remove and edit the ZIP codes you serve, export or populate them, in one place:',
  settingsSummary: ({ total, sanAntonio, nearby }: { total: number; sanAntonio: number; nearby: number }) =>
    `${total} ZIP codes served: ${sanAntonio} in the San Antonio area, ${nearby} nearby.`,
  allRegions: 'All Regions',
  sanAntonioArea: 'San Antonio Area',
  allZipCodes: 'All ZIP Codes',
  saveAllChanges: 'Save All Changes',
  pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  // Coverage Stats are static placeholders (spec section 2).
  coverageStats: [
    { value: '100+', label: 'ZIP Codes' },
    { value: '50+', label: 'Neighborhoods' },
    { value: '1.5M+', label: 'Population' },
  ],
  mapComingSoon: 'An interactive coverage map is coming soon.',
  saved: 'Service area ZIP codes saved.',
  // The manager keeps every change (add, delete, edit) in a working list until 'Save All Changes' (spec section 4).
  listCount: (count: number) => `${count} ZIP codes in the service area.`,
  unsavedSummary: ({ added, removed, edited }: { added: number; removed: number; edited: number }) =>
    `Unsaved changes: ${added} added, ${removed} removed, ${edited} edited. Press Save All Changes to apply them.`,
  discardChanges: 'Discard Changes',
  editApply: 'Apply',
  editNote: 'The change joins your other unsaved changes until you press Save All Changes.',
  newTag: 'New',
  editedTag: 'Edited',
  populateDiscardsTitle: 'Populate and discard your unsaved changes?',
  populateDiscards:
    'Populate reloads the list from the server, so the changes you have not saved will be lost.',
  populated: 'ZIP codes populated from the built-in list.',
} as const;
