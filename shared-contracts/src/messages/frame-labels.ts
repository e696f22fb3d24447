/**
 * Labels of the public frame that the spec names but does not quote (the quoted ones are in frame.ts), and the
 * language switch of issue 30.
 */
export const frameLabels = {
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
  /** The 404 page's hint around its link home, its Contact button, and its title and description (noindex). */
  notFoundHint: 'The page you are looking for does not exist or has moved. Check the address, or go back to the',
  notFoundHomeLink: 'home page',
  notFoundContact: 'Contact us',
  notFoundTitle: 'Page Not Found',
  notFoundDescription: 'The page you are looking for does not exist or has moved.',
  /** After "© 2026 Alamo Masonry Co." in the footer. */
  allRightsReserved: 'All rights reserved.',
  /** The EN | ES switch: its group's name, and each link's accessible name. */
  languageSwitch: 'Language',
  readInThisLanguage: 'Read this page in English',
  /**
   * The offer a first visit gets when the browser prefers this language and the page is in the other one: it is
   * written in the language it offers, which the visitor reads best.
   */
  languageOffer: 'Would you rather read this site in English?',
  languageOfferAccept: 'View in English',
  languageOfferDismiss: 'No, thanks',
} as const;
