import { MESSAGES, MESSAGES_ES, SERVICE_CARD_ICONS, type Locale } from 'shared-contracts';
import { businessMoment } from './layout.js';

export interface ConfirmationSummaryFacts {
  /** The inquiry's id: its first 8 characters are the reference to quote on the phone. */
  inquiryId: string;
  /** When the server stored it (ISO). */
  receivedAt: string;
  /** The ZIP code (shown only when it is five digits) and its neighborhood from the service-area table, if known. */
  zipCode: string;
  neighborhood?: string | null;
  /** What the visitor typed as the project type: shown only when it is one of the site's own service names. */
  projectType: string;
  photoCount: number;
  timeZone: string;
}

/** The site's own service names in both languages (the service cards), each with its name in each language. */
const SERVICE_NAMES: { key: string; names: Record<Locale, string> }[] = SERVICE_CARD_ICONS.map((icon) => ({
  key: icon,
  names: { en: MESSAGES.serviceCards[icon].title, es: MESSAGES_ES.serviceCards[icon].title },
}));

const comparable = (text: string) =>
  text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

/** The site's name of the service the visitor named (either language, any case), in `language`; else undefined. */
export function knownServiceName(projectType: string, language: Locale = 'en'): string | undefined {
  const wanted = comparable(projectType);
  const service = SERVICE_NAMES.find(
    ({ names }) => comparable(names.en) === wanted || comparable(names.es) === wanted,
  );
  return service?.names[language];
}

export const SUMMARY_TEXTS: Record<
  Locale,
  {
    title: string;
    received: string;
    project: string;
    yourProject: string;
    zipCode: string;
    photos: string;
    photoCount: (count: number) => string;
    reference: string;
    referenceHelp: string;
  }
> = {
  en: {
    title: 'What you sent us',
    received: 'Received',
    project: 'Project',
    yourProject: 'Your project',
    zipCode: 'ZIP code',
    photos: 'Photos',
    photoCount: (count) => (count === 0 ? 'None' : `${count} photo${count === 1 ? '' : 's'} attached`),
    reference: 'Reference',
    referenceHelp: 'mention it when you call us',
  },
  es: {
    title: 'Lo que nos envió',
    received: 'Recibida',
    project: 'Proyecto',
    yourProject: 'Su proyecto',
    zipCode: 'Código postal',
    photos: 'Fotos',
    photoCount: (count) =>
      count === 0 ? 'Ninguna' : `${count} foto${count === 1 ? '' : 's'} adjunta${count === 1 ? '' : 's'}`,
    reference: 'Referencia',
    referenceHelp: 'menciónela cuando nos llame',
  },
};

/** The summary's rows (label, value), in the visitor's language; every value is the server's own. */
export function confirmationSummaryRows(
  facts: ConfirmationSummaryFacts,
  language: Locale = 'en',
): [string, string][] {
  const t = SUMMARY_TEXTS[language];
  const rows: [string, string][] = [
    [t.received, businessMoment(facts.receivedAt, facts.timeZone, language)],
    [t.project, knownServiceName(facts.projectType, language) ?? t.yourProject],
  ];
  if (/^\d{5}$/.test(facts.zipCode)) {
    const neighborhood = facts.neighborhood?.trim();
    rows.push([t.zipCode, neighborhood ? `${facts.zipCode} (${neighborhood})` : facts.zipCode]);
  }
  rows.push([t.photos, t.photoCount(facts.photoCount)]);
  const reference = /^[0-9a-f]{8}/i.exec(facts.inquiryId)?.[0];
  if (reference) rows.push([t.reference, `${reference.toLowerCase()} (${t.referenceHelp})`]);
  return rows;
}
