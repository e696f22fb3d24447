/** Icon names are keys the public pages map to their own inline SVGs. */
export type ServiceIcon = 'brick' | 'stone' | 'home' | 'compass' | 'building' | 'restore' | 'wrench' | 'sparkle';

export interface ServiceCard {
  title: string;
  description: string;
  icon: ServiceIcon;
}

/** The eight cards of /services; the first four are the home page's "Our Services" (spec section 2). */
export const SERVICE_CARDS: readonly ServiceCard[] = [
  {
    title: 'Brick Masonry',
    description: 'New brick walls, columns, facades and planters laid plumb, level and built for Texas heat.',
    icon: 'brick',
  },
  {
    title: 'Stone Work',
    description: 'Limestone, flagstone and natural stone veneers, walls, walkways and patios.',
    icon: 'stone',
  },
  {
    title: 'Residential Projects',
    description: 'Outdoor kitchens, fireplaces, chimneys and mailboxes that make a house your home.',
    icon: 'home',
  },
  {
    title: 'Design Consultation',
    description: 'On-site visits to plan materials, layout and budget before the first brick is set.',
    icon: 'compass',
  },
  {
    title: 'Commercial Construction',
    description: 'Storefronts, monument signs and site walls delivered on schedule for builders and owners.',
    icon: 'building',
  },
  {
    title: 'Restoration',
    description: 'Historic brick and stone restored with matched mortar, tuckpointing and careful cleaning.',
    icon: 'restore',
  },
  {
    title: 'Repairs & Maintenance',
    description: 'Cracked mortar, loose bricks, settling steps and chimney caps fixed before they get worse.',
    icon: 'wrench',
  },
  {
    title: 'Custom Projects',
    description: 'Pizza ovens, fire pits, water features and anything else you can imagine in masonry.',
    icon: 'sparkle',
  },
];

export const HOME_SERVICE_CARDS = SERVICE_CARDS.slice(0, 4);
