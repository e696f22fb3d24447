import { BUSINESS_TIME_ZONE, formatUsPhone, type Inquiry, type Locale } from 'shared-contracts';
import {
  type ComposedEmail,
  type EmailFooter,
  businessMoment,
  escapeHtml,
  footerText,
  headerSafe,
  multiline,
  page,
} from './layout.js';

const DETAIL_LABELS: [keyof Inquiry, string][] = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['zipCode', 'ZIP Code'],
  ['projectType', 'Project Type'],
  ['message', 'Message'],
];

export interface StaffEmailFacts {
  siteName: string;
  inquiry: Inquiry;
  /** Absolute back-office address of the inquiry (opens its details dialog). */
  inquiryUrl: string;
  /** Photos the visitor attached (issue 31); staff see them in the back office, never in the e-mail. */
  photoCount?: number;
  /** The language of the form the visitor used (issue 30); absent in rows written before: English. */
  language?: Locale;
  /** The business's time zone (Settings > General, issue 32). */
  timeZone?: string;
  footer: EmailFooter;
}

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/** The staff e-mail's line naming the visitor's language (issue 30): staff answer in it. */
export const languageLine = (language: Locale = 'en') => `Language: ${LANGUAGE_NAMES[language]}`;

/** The e-mail's line about photos (issue 31), or none when the visitor sent none. */
export function photosLine(count: number | undefined): string | undefined {
  if (!count) return undefined;
  return `The customer attached ${count} photo${count === 1 ? '' : 's'}: open the inquiry in the back office to see ${count === 1 ? 'it' : 'them'}.`;
}

export function staffNewInquiryEmail({
  siteName,
  inquiry,
  inquiryUrl,
  photoCount,
  language = 'en',
  timeZone = BUSINESS_TIME_ZONE,
  footer,
}: StaffEmailFacts): ComposedEmail {
  const photos = photosLine(photoCount);
  const languageText = languageLine(language);
  const subject = headerSafe(`New quote request from ${inquiry.name}: ${inquiry.projectType}`);
  // The business's time, as the back office shows it (was GMT), with its zone's name.
  const received = businessMoment(inquiry.date, timeZone);
  const phone = formatUsPhone(inquiry.phone);
  const text = [
    `A new quote request arrived on the ${siteName} website (${received}).`,
    '',
    ...DETAIL_LABELS.map(([key, label]) => `${label}: ${key === 'phone' ? phone : String(inquiry[key])}`),
    languageText,
    '',
    ...(photos ? [photos, ''] : []),
    `Open it in the back office: ${inquiryUrl}`,
    '',
    'Reply to this e-mail to answer the customer directly.',
    '',
    ...footerText(siteName, footer),
  ].join('\n');
  const rows =
    DETAIL_LABELS.map(
      ([key, label]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${label}</th>` +
        `<td style="padding:4px 0">${
          key === 'phone'
            ? `<a href="tel:+1${escapeHtml(inquiry.phone.replace(/\D/g, ''))}">${escapeHtml(phone)}</a>`
            : multiline(String(inquiry[key]))
        }</td></tr>`,
    ).join('') +
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">Language</th>` +
    `<td style="padding:4px 0">${LANGUAGE_NAMES[language]}</td></tr>`;
  const html = page({
    title: subject,
    body:
      `<h1 style="font-size:20px">New quote request</h1>` +
      `<p>A new quote request arrived on the ${escapeHtml(siteName)} website (${escapeHtml(received)}).</p>` +
      `<table role="presentation" style="border-collapse:collapse">${rows}</table>` +
      (photos ? `<p><strong>${escapeHtml(photos)}</strong></p>` : '') +
      `<p><a href="${escapeHtml(inquiryUrl)}">Open this inquiry in the back office</a></p>` +
      `<p style="color:#6b7280">Reply to this e-mail to answer the customer directly.</p>`,
    siteName,
    footer,
  });
  return { subject, text, html };
}

/**
 * What the confirmation says the visitor sent (issue 32), built only from facts the server vouches for: the
 * confirmation goes to whatever address the form names, so nothing typed freely is repeated (see greetingName).
 */
