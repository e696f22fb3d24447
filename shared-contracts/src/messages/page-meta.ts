/** Each public page's <title> (before the business's name, see pageTitle) and meta description: SEO copy. */
export const pageMeta = {
  home: {
    title: 'Brick, Stone & Concrete Masonry',
    description:
      'San Antonio masonry contractor: brick, stone and concrete work, outdoor kitchens, fireplaces and mailboxes. Request a free quote.',
  },
  services: {
    title: 'Masonry Services',
    description:
      'Brick masonry, stone work, restoration, repairs and custom masonry projects for homes and businesses in San Antonio.',
  },
  gallery: {
    title: 'Project Gallery',
    description:
      'Completed patios, stone walls, outdoor kitchens, fireplaces and mailboxes around San Antonio.',
  },
  contact: {
    title: 'Contact & Free Quote',
    description:
      'Call, e-mail or request a free masonry quote online. Serving San Antonio and nearby communities.',
  },
} as const;
