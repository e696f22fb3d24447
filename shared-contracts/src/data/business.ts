import { openingTimes } from '../business-hours.js';
import type { BusinessContent } from '../schemas/content.js';
import { business as BUSINESS_TEXTS } from '../messages/business.js';
import type { Translation } from '../i18n/translation.js';

/** Fixed facts about the business shown in the public frame (spec sections 2 and 9). */
export const BUSINESS = {
  name: 'Alamo Masonry Co.',
  blurb: BUSINESS_TEXTS.blurb,
  accreditationUrl: 'https://www.bbb.org/us/tx/san-antonio',
  accreditationLabel: BUSINESS_TEXTS.accreditationLabel,
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

/**
 * The week's rows as the footer, the Contact page, the e-mails and the JSON-LD show them, from the business details,
 * with the days and hours in the language of `texts` (English by default).
 */
export function businessHoursRows(
  details: BusinessContent,
  texts: Translation<typeof BUSINESS_TEXTS> = BUSINESS_TEXTS,
): BusinessHoursRow[] {
  const row = (days: string, hours: string, schemaDays: readonly string[]): BusinessHoursRow => ({
    days,
    hours: texts.hours(hours),
    schemaDays,
    ...openingTimes(hours),
  });
  return [
    row(texts.weekdays, details.hoursWeekdays, WEEKDAYS),
    row(texts.saturday, details.hoursSaturday, ['Saturday']),
    row(texts.sunday, details.hoursSunday, ['Sunday']),
  ];
}

/** The business's social links, labelled, in the order shown (empty optional links left out). */
export function socialLinks(details: BusinessContent): { label: string; url: string }[] {
  return [
    { label: 'Facebook', url: details.facebookUrl },
    { label: 'Instagram', url: details.instagramUrl },
  ].filter((link) => link.url !== '');
}
