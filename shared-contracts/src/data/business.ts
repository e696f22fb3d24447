import { openingTimes } from '../business-hours.js';
import type { BusinessContent } from '../schemas/content.js';

/** Fixed facts about the business shown in the public frame (spec sections 2 and 9). */
export const BUSINESS = {
  name: 'Alamo Masonry Co.',
  blurb:
    'Family-owned masonry contractor building brick, stone and concrete work across San Antonio since 1998. Licensed, insured and proud of every joint we lay.',
  accreditationUrl: 'https://www.bbb.org/us/tx/san-antonio',
  accreditationLabel: 'BBB Accredited Business',
  city: 'San Antonio',
  region: 'TX',
} as const;

export interface BusinessHoursRow {
  days: string;
  hours: string;
  /** schema.org opening hours for the JSON-LD; absent when closed. */
  schemaDays: readonly string[];
  opens?: string;
  closes?: string;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** The week's rows as the footer, the Contact page, the e-mails and the JSON-LD show them, from the business details. */
export function businessHoursRows(details: BusinessContent): BusinessHoursRow[] {
  const row = (days: string, hours: string, schemaDays: readonly string[]): BusinessHoursRow => ({
    days,
    hours,
    schemaDays,
    ...openingTimes(hours),
  });
  return [
    row('Mon-Fri', details.hoursWeekdays, WEEKDAYS),
    row('Sat', details.hoursSaturday, ['Saturday']),
    row('Sun', details.hoursSunday, ['Sunday']),
  ];
}

/** The business's social links, labelled, in the order shown (empty optional links left out). */
export function socialLinks(details: BusinessContent): { label: string; url: string }[] {
  return [
    { label: 'Facebook', url: details.facebookUrl },
    { label: 'Instagram', url: details.instagramUrl },
  ].filter((link) => link.url !== '');
}
