/** The admin sidebar (spec section 2, Admin shell). */
export const adminNav = {
  dashboard: 'Dashboard',
  content: 'Content',
  businessDetails: 'Business Details',
  inquiries: 'Inquiries',
  settings: 'Settings',
  serviceArea: 'Service Area',
  siteHealth: 'Site health',
  logout: 'Logout',
  collapse: 'Collapse sidebar',
  expand: 'Expand sidebar',
  /** A back-office path no deployed remote declares (issue 46): shown inside the admin layout. */
  notFoundHeading: 'Page not found',
  notFoundHint:
    'No section of the back office has this page. It may have been removed by an update: choose a page in the menu, or go to the',
  notFoundDashboardLink: 'dashboard',
} as const;
