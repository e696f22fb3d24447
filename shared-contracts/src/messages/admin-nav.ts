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
} as const;
