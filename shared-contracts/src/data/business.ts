/** Fixed facts about the business shown in the public frame (spec sections 2 and 9). */
export const BUSINESS = {
  name: 'Alamo Masonry Co.',
  blurb:
    'Family-owned masonry contractor building brick, stone and concrete work across San Antonio since 1998. Licensed, insured and proud of every joint we lay.',
  socialUrl: 'https://www.facebook.com/alamomasonryco',
  socialLabel: 'Facebook',
  accreditationUrl: 'https://www.bbb.org/us/tx/san-antonio',
  accreditationLabel: 'BBB Accredited Business',
  city: 'San Antonio',
  region: 'TX',
} as const;

export interface BusinessHoursRow {
  days: string;
  hours: string;
  /** schema.org opening hours for the JSON-LD; absent when closed. */
  schemaDays?: readonly string[];
  opens?: string;
  closes?: string;
}

export const BUSINESS_HOURS: readonly BusinessHoursRow[] = [
  {
    days: 'Mon-Fri',
    hours: '8am-6pm',
    schemaDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '08:00',
    closes: '18:00',
  },
  { days: 'Sat', hours: '9am-2pm', schemaDays: ['Saturday'], opens: '09:00', closes: '14:00' },
  { days: 'Sun', hours: 'Closed' },
];
