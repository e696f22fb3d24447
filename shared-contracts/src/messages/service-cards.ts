/** The texts of the eight service cards, by card (data/service-cards.ts orders them and picks their icons). */
export const serviceCards = {
  brick: {
    title: 'Brick Masonry',
    description: 'New brick walls, columns, facades and planters laid plumb, level and built for Texas heat.',
  },
  stone: {
    title: 'Stone Work',
    description: 'Limestone, flagstone and natural stone veneers, walls, walkways and patios.',
  },
  home: {
    title: 'Residential Projects',
    description: 'Outdoor kitchens, fireplaces, chimneys and mailboxes that make a house your home.',
  },
  compass: {
    title: 'Design Consultation',
    description: 'On-site visits to plan materials, layout and budget before the first brick is set.',
  },
  building: {
    title: 'Commercial Construction',
    description: 'Storefronts, monument signs and site walls delivered on schedule for builders and owners.',
  },
  restore: {
    title: 'Restoration',
    description: 'Historic brick and stone restored with matched mortar, tuckpointing and careful cleaning.',
  },
  wrench: {
    title: 'Repairs & Maintenance',
    description: 'Cracked mortar, loose bricks, settling steps and chimney caps fixed before they get worse.',
  },
  sparkle: {
    title: 'Custom Projects',
    description: 'Pizza ovens, fire pits, water features and anything else you can imagine in masonry.',
  },
} as const;
