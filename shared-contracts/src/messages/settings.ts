export const settings = {
  // General tab
  siteNameLabel: 'Site Name',
  adminEmailLabel: 'Admin Email',
  adminEmailHelp: 'New quote requests are e-mailed to this address.',
  siteNameRequired: 'Site name is required',
  siteNameTooLong: 'Site name must be at most 100 characters',
  adminEmailInvalid: 'Please enter a valid email',
  // Issue 32: the business's time zone, for e-mails, the digest, "due" and the dashboard.
  timeZoneLabel: 'Time Zone',
  timeZoneHelp:
    'The back office, e-mails, the daily digest, due follow-ups and the dashboard count and show times in this time zone.',
  timeZoneInvalid: 'Please choose a valid time zone',
  generalSaved: 'Settings saved',
  generalSaveFailed: 'Failed to save settings',
  loadFailed: 'Failed to load settings',
  // Notifications tab
  emailNotifications: 'Email Notifications',
  emailNotificationsHelp: 'An e-mail for every new quote request, sent to your sign-in address.',
  browserNotifications: 'Browser Notifications',
  browserNotificationsHelp:
    'A desktop notification when a new quote request arrives while the back office is open.',
  // Issue 32.
  digest: 'Daily follow-up digest',
  digestHelp:
    'An e-mail at 7 am (the business’s time zone, Settings > General) listing your follow-ups due and the leads waiting in New for more than a day.',
  browserPermissionDenied:
    'This browser blocks notifications for this site. Allow them in the browser’s site settings to get desktop alerts.',
  browserUnsupported: 'This browser cannot show desktop notifications.',
  notificationsSaved: 'Notification preferences saved',
  notificationsSaveFailed: 'Failed to save notification preferences',
  notificationsInvalid: 'email and browser must be true or false',
  newInquiryAlertTitle: 'New quote request',
  newInquiryAlertBody: (name: string, projectType: string) => `${name}: ${projectType}`,
  newInquiriesAlertTitle: (count: number) => `${count} new quote requests`,
  // Security tab
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  updatePassword: 'Update Password',
  updatingPassword: 'Updating...',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  passwordMismatch: 'The new passwords do not match',
  wrongCurrentPassword: 'The current password is incorrect',
  weakPassword: 'The new password is too weak: use at least 6 characters',
  samePassword: 'The new password must differ from the current one',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  passwordUpdated: 'Password updated',
  passwordUpdateFailed: 'Failed to update password',
} as const;
