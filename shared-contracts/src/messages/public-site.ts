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
} as const;
