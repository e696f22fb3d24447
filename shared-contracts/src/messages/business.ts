/** The business's texts in the public frame (its facts, such as its name and links, are in data/business.ts). */
export const business = {
  blurb:
    'Family-owned masonry contractor building brick, stone and concrete work across San Antonio since 1998. Licensed, insured and proud of every joint we lay.',
  accreditationLabel: 'BBB Accredited Business',
  /** The opening-hours rows' days. */
  weekdays: 'Mon-Fri',
  saturday: 'Sat',
  sunday: 'Sun',
  /** How a day's hours read: staff type '8am-6pm' or 'Closed' (business-hours.ts). */
  hours: (hours: string) => hours,
} as const;
