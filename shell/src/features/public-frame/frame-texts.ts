/**
 * Frame labels that the spec names but does not quote (spec-quoted texts live in shared-contracts' MESSAGES.frame).
 * Kept in one place so tests and components agree.
 */
export const FRAME_TEXTS = {
  getQuote: 'Get Quote',
  admin: 'Admin',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNav: 'Main',
  skipToContent: 'Skip to main content',
  contactHeading: 'Contact',
  hoursHeading: 'Business Hours',
  followHeading: 'Follow Us',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  addressLabel: 'Address',
  /** The seal is a link to the bureau's profile page. */
  sealTitle: 'BBB Accredited Business: view our rating on bbb.org',
} as const;
