import { BUSINESS } from 'shared-contracts';

/** Per-route <title> and meta description (SEO copy, not spec texts). */
const suffix = `${BUSINESS.name} | ${BUSINESS.city}, ${BUSINESS.region}`;

export const PAGE_META = {
  home: {
    title: `Brick, Stone & Concrete Masonry | ${suffix}`,
    description:
      'San Antonio masonry contractor: brick, stone and concrete work, outdoor kitchens, fireplaces and mailboxes. Request a free quote.',
  },
  services: {
    title: `Masonry Services | ${suffix}`,
    description:
      'Brick masonry, stone work, restoration, repairs and custom masonry projects for homes and businesses in San Antonio.',
  },
  gallery: {
    title: `Project Gallery | ${suffix}`,
    description:
      'Completed patios, stone walls, outdoor kitchens, fireplaces and mailboxes around San Antonio.',
  },
  contact: {
    title: `Contact & Free Quote | ${suffix}`,
    description:
      'Call, e-mail or request a free masonry quote online. Serving San Antonio and nearby communities.',
  },
} as const;
