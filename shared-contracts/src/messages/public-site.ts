import { formatCategory } from '../gallery-rules.js';
import { gallery } from './gallery.js';

/** Headings, buttons and labels of the public pages (spec section 2). */
export const publicSite = {
  getAQuote: 'Get a Quote',
  ourServices: 'Our Services',
  freeQuoteHeading: 'Get a Free Quote',
  requestQuoteHeading: 'Request a Quote',
  galleryHeading: 'Our Projects',
  galleryIntro:
    'Browse through our portfolio of completed masonry projects in San Antonio and surrounding areas.',
  allProjects: 'All Projects',
  filterPlaceholder: 'Filter by type',
  requestSimilar: 'Request Similar Project',
  locationLabel: 'Location',
  /** The spec's example project types ('Brick Wall' and 'Stone Patio'). */
  projectTypePlaceholder: 'e.g., Brick Wall, Stone Patio',
  /** The button of a lazily loaded part's fallback (a part whose code could not be downloaded). */
  retry: 'Retry',
  /**
   * In the Home page's quote slot when the form's code could not be downloaded. Here rather than with the form's
   * messages: the home page shows it without the form, and carries only its own texts.
   */
  quoteFormUnavailable:
    "The quote form could not be loaded. It will appear by itself when you're back online, or press Retry.",
  /** The quote form's accessible name, its field labels (the form and its loading skeleton) and its button. */
  quoteFormLabel: 'Quote request',
  quoteLabels: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    zipCode: 'ZIP Code',
    projectType: 'Project Type',
    message: 'Message',
  },
  submitQuote: 'Request Free Quote',
  loadingProjects: 'Loading projects',
  /** The spec's gallery texts (gallery.ts), which the public gallery shows too. */
  noProjects: gallery.noProjects,
  imageUnavailable: gallery.imageUnavailable,
  contactInformation: 'Contact Information',
  homePhotoAlt: 'Limestone wall with a brick arch doorway built by our crew',
  /** A gallery category's name: 'outdoor_kitchens_fireplaces' -> 'Outdoor Kitchens Fireplaces' (spec section 3). */
  categoryLabel: formatCategory,
} as const;
