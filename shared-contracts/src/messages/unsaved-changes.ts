/** The unsaved-changes guard of the admin editors (issue 17): asked before leaving a page with unsaved changes. */
export const unsavedChanges = {
  leaveTitle: 'Leave this page?',
  leaveDescription: 'You have unsaved changes. If you leave now, they will be lost.',
  stay: 'Stay on this page',
  leave: 'Leave',
} as const;
