import {
  BUSINESS_TIME_ZONE,
  businessHoursRows,
  businessZoneName,
  formatBusinessDateTime,
  formatUsPhone,
  MESSAGES,
  MESSAGES_ES,
  SERVICE_CARD_ICONS,
  type BusinessContent,
  type FollowUpDigest,
  type FollowUpDigestLead,
  type Inquiry,
  type Locale,
} from 'shared-contracts';

/**
 * The two e-mails of a new quote, as plain text and HTML. Every value that came from the visitor is escaped in the
 * HTML and stripped of line breaks wherever it ends up in a header (subject, display names), so a name like
 * "x\r\nBcc: ..." can neither inject a header nor markup. Pure functions: the worker fills in the facts.
 */

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * For headers: format characters (zero-width, direction overrides: Unicode Cf) are dropped, and CR, LF and every
 * other control character (Cc, U+0085 among them) or line separator becomes a space (nodemailer encodes the rest).
 */
export function headerSafe(value: string): string {
  return value
    .replace(/\p{Cf}+/gu, '')
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .trim();
}

/** The visitor's message keeps its line breaks in HTML (the staff e-mail), as <br> after escaping. */
const multiline = (value: string) => escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');

/** The brand's brick and sand (web-kit's design tokens), written out: e-mail clients read no CSS variables. */
const BRICK = '#a4432a';
const SAND = '#f5efe6';

/** The Content-ID of the brand's mark, attached inline to every e-mail (brand-mark.ts renders it). */
export const BRAND_MARK_CID = 'brand-mark@alamo-masonry';

/** What every e-mail's footer says (issue 32): the stored contact content's address, phone and e-mail, and the site. */
export interface EmailFooter {
  address: string;
  phone: string;
  email: string;
  /** The website's origin (SITE_URL). */
  siteUrl: string;
}

/** A phone number as a tel: link: a ten-digit US number with +1, anything else as its digits (and a leading +). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** A phone as people write it: ten digits however stored become (210) 555-0123; anything else as it is. */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? formatUsPhone(digits) : phone.trim();
}

const tappablePhone = (phone: string) =>
  `<a href="${escapeHtml(telHref(phone))}" style="color:${BRICK}">${escapeHtml(displayPhone(phone))}</a>`;

const FOOTER_LABELS: Record<Locale, { phone: string; email: string; website: string }> = {
  en: { phone: 'Phone', email: 'E-mail', website: 'Website' },
  es: { phone: 'Teléfono', email: 'Correo electrónico', website: 'Sitio web' },
};

/** The footer's lines for the plain-text part: the same facts as the HTML footer. */
export function footerText(siteName: string, footer: EmailFooter, language: Locale = 'en'): string[] {
  const t = FOOTER_LABELS[language];
  return [
    '--',
    siteName,
    ...(footer.address ? [footer.address] : []),
    ...(footer.phone ? [`${t.phone}: ${displayPhone(footer.phone)}`] : []),
    ...(footer.email ? [`${t.email}: ${footer.email}`] : []),
    `${t.website}: ${footer.siteUrl}`,
  ];
}

function footerHtml(siteName: string, footer: EmailFooter, language: Locale = 'en'): string {
  const t = FOOTER_LABELS[language];
  const lines = [
    `<strong>${escapeHtml(siteName)}</strong>`,
    ...(footer.address ? [escapeHtml(footer.address)] : []),
    ...(footer.phone ? [`${t.phone}: ${tappablePhone(footer.phone)}`] : []),
    ...(footer.email
      ? [
          `${t.email}: <a href="mailto:${escapeHtml(footer.email)}" style="color:${BRICK}">${escapeHtml(footer.email)}</a>`,
        ]
      : []),
    `${t.website}: <a href="${escapeHtml(footer.siteUrl)}" style="color:${BRICK}">${escapeHtml(new URL(footer.siteUrl).host)}</a>`,
  ];
  return (
    `<tr><td style="padding:16px 24px;border-top:1px solid #e7dccb;font-size:14px;color:#5b524b">` +
    `${lines.join('<br>')}</td></tr>`
  );
}

/**
 * Every e-mail's HTML (issue 32): readable on a phone (viewport, 16 px text, one column of at most 600 px) and in the
 * company's colours, with the brand's mark (an inline image, alt text the business's name) and the business's name
 * on a brick band, and the footer of contact facts; tables and inline styles, as mail programs need.
 */
const page = ({
  title,
  body,
  language,
  siteName,
  footer,
}: {
  title: string;
  body: string;
  /** Set for a Spanish e-mail (mail programs and screen readers read it as Spanish); its footer is in Spanish. */
  language?: Locale;
  siteName: string;
  footer: EmailFooter;
}) =>
  `<!doctype html><html${language ? ` lang="${language}"` : ''}><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
  `<body style="margin:0;padding:0;background:${SAND}">` +
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${SAND}"><tr><td align="center" style="padding:16px 8px">` +
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;` +
  `font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#2b2420">` +
  `<tr><td style="background:${BRICK};color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0;` +
  `font-family:Georgia,'Times New Roman',serif;font-size:22px;font-weight:700">` +
  `<img src="cid:${BRAND_MARK_CID}" alt="${escapeHtml(siteName)}" width="40" height="40" ` +
  `style="display:inline-block;vertical-align:middle;border:0;margin-right:12px">` +
  `<span style="vertical-align:middle">${escapeHtml(siteName)}</span></td></tr>` +
  `<tr><td style="padding:24px">${body}</td></tr>${footerHtml(siteName, footer, language)}</table></td></tr></table></body></html>`;

const DETAIL_LABELS: [keyof Inquiry, string][] = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['zipCode', 'ZIP Code'],
  ['projectType', 'Project Type'],
  ['message', 'Message'],
];

/** A moment in the business's time zone with the zone's name: "Mar 14, 2026, 10:30 AM CDT". */
export function businessMoment(iso: string, timeZone: string, language: Locale = 'en'): string {
  return `${formatBusinessDateTime(iso, timeZone, language === 'es' ? 'es-US' : 'en-US')} ${businessZoneName(iso, timeZone)}`;
}

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

const SUMMARY_TEXTS: Record<
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

export interface VisitorEmailFacts {
  siteName: string;
  /** The visitor's first name as greetingName gives it ('' for none): the only words of theirs the e-mail repeats. */
  firstName: string;
  /** The business phone of the stored (or built-in) contact content. */
  phone: string;
  /** The stored (or built-in) business details: the hours the confirmation lists. */
  business: BusinessContent;
  /** The language of the form the visitor used (issue 30): the confirmation is written in it. English if absent. */
  language?: Locale;
  /** "What you sent us" (issue 32): absent in a confirmation composed without it. */
  summary?: ConfirmationSummaryFacts;
  footer: EmailFooter;
}

/** The confirmation's words in each language; only the greeting's name, the phone and hours are filled in. */
const CONFIRMATION_TEXTS: Record<
  Locale,
  {
    subject: (siteName: string) => string;
    hello: (firstName: string) => string;
    thanks: string;
    questions: string;
    callUs: string;
    hours: string;
  }
> = {
  en: {
    subject: (siteName) => `We received your quote request - ${siteName}`,
    hello: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
    thanks: 'Thank you for your quote request. We received it and will get back to you as soon as possible.',
    questions: 'Questions in the meantime? Call us at',
    callUs: '.',
    hours: 'Business hours',
  },
  es: {
    subject: (siteName) => `Recibimos su solicitud de cotización - ${siteName}`,
    hello: (firstName) => (firstName ? `Hola ${firstName}:` : 'Hola:'),
    thanks:
      'Gracias por pedir su cotización. Ya la recibimos y nos comunicaremos con usted lo antes posible.',
    questions: '¿Tiene alguna pregunta mientras tanto? Llámenos al',
    callUs: '.',
    hours: 'Horario de atención',
  },
};

/** The longest first name a confirmation greets with; anything longer is not a name but a payload. */
export const GREETING_NAME_MAX = 20;
/** Letters and the marks, apostrophes, hyphens and dots that names are written with. */
const NAME_WORD = /^[\p{L}\p{M}'’.-]+$/u;

/**
 * The first word of the name a visitor typed, when it reads as a name (letters, at most GREETING_NAME_MAX), else ''.
 * The confirmation goes to whatever address the form names, so it repeats nothing else the sender wrote: a message,
 * link or long "name" would turn the form into a way to mail anyone text of the sender's choosing.
 */
export function greetingName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first.length <= GREETING_NAME_MAX && NAME_WORD.test(first) && /\p{L}/u.test(first) ? first : '';
}

export function visitorConfirmationEmail({
  siteName,
  firstName,
  phone,
  business,
  language = 'en',
  summary,
  footer,
}: VisitorEmailFacts): ComposedEmail {
  const t = CONFIRMATION_TEXTS[language];
  const subject = headerSafe(t.subject(siteName));
  const rows =
    language === 'es' ? businessHoursRows(business, MESSAGES_ES.business) : businessHoursRows(business);
  const hours = rows.map((row) => `${row.days}: ${row.hours}`);
  const hello = t.hello(firstName);
  const summaryRows = summary ? confirmationSummaryRows(summary, language) : [];
  const summaryTitle = SUMMARY_TEXTS[language].title;
  const text = [
    hello,
    '',
    t.thanks,
    '',
    ...(summary
      ? [`${summaryTitle}:`, ...summaryRows.map(([label, value]) => `  ${label}: ${value}`), '']
      : []),
    `${t.questions} ${displayPhone(phone)}${t.callUs}`,
    `${t.hours}:`,
    ...hours.map((line) => `  ${line}`),
    '',
    ...footerText(siteName, footer, language),
  ].join('\n');
  const summaryHtml = summary
    ? `<p style="margin-bottom:4px"><strong>${escapeHtml(summaryTitle)}</strong></p>` +
      `<table role="presentation" style="border-collapse:collapse">${summaryRows
        .map(
          ([label, value]) =>
            `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0;font-weight:400;color:#5b524b">${escapeHtml(label)}</th>` +
            `<td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const html = page({
    title: subject,
    body:
      `<p>${escapeHtml(hello)}</p>` +
      `<p>${escapeHtml(t.thanks)}</p>` +
      summaryHtml +
      `<p>${escapeHtml(t.questions)} ${tappablePhone(phone)}${t.callUs}</p>` +
      `<p><strong>${escapeHtml(t.hours)}</strong><br>${hours.map(escapeHtml).join('<br>')}</p>`,
    // A Spanish confirmation says so (mail programs and screen readers read it as Spanish).
    language: language === 'es' ? 'es' : undefined,
    siteName,
    footer,
  });
  return { subject, text, html };
}

export interface StaffReplyFacts {
  siteName: string;
  projectType: string;
  /** What staff wrote: the visitor reads exactly that (escaped in the HTML part). */
  reply: string;
  footer: EmailFooter;
}

/** A staff member's reply to the visitor, written in the inquiry (issue 32); the footer signs it. */
export function staffReplyEmail({ siteName, projectType, reply, footer }: StaffReplyFacts): ComposedEmail {
  const subject = headerSafe(`${MESSAGES.inquiry.replySubject(projectType)} - ${siteName}`);
  const text = [reply, '', ...footerText(siteName, footer)].join('\n');
  const html = page({
    title: subject,
    body: reply
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
      .join(''),
    siteName,
    footer,
  });
  return { subject, text, html };
}

/** A staff member's daily digest of follow-ups (issue 32): each lead linked to its inquiry in the back office. */
export function followUpDigestEmail({
  siteName,
  digest,
  inquiryUrl,
  footer,
}: {
  siteName: string;
  digest: FollowUpDigest;
  inquiryUrl: (id: string) => string;
  footer: EmailFooter;
}): ComposedEmail {
  const due = digest.leads.filter((lead) => lead.reason === 'due');
  const waiting = digest.leads.filter((lead) => lead.reason === 'waiting');
  const subject = headerSafe(
    `${siteName}: ${due.length} follow-up${due.length === 1 ? '' : 's'} due, ${waiting.length} waiting in New`,
  );
  const line = (lead: FollowUpDigestLead) =>
    `${lead.name} - ${lead.projectType}${lead.followUpOn ? ` (follow up ${lead.followUpOn})` : ''}: ${inquiryUrl(lead.id)}`;
  const section = (title: string, leads: FollowUpDigestLead[]) =>
    leads.length === 0 ? [] : [title, ...leads.map((lead) => `- ${line(lead)}`), ''];
  const text = [
    ...section('Follow-ups due today:', due),
    ...section('Waiting in New for more than a day:', waiting),
    ...footerText(siteName, footer),
  ].join('\n');
  const list = (title: string, leads: FollowUpDigestLead[]) =>
    leads.length === 0
      ? ''
      : `<p><strong>${escapeHtml(title)}</strong></p><ul>${leads
          .map(
            (lead) =>
              `<li><a href="${escapeHtml(inquiryUrl(lead.id))}">${escapeHtml(lead.name)}</a> - ${escapeHtml(lead.projectType)}` +
              `${lead.followUpOn ? ` (follow up ${escapeHtml(lead.followUpOn)})` : ''}</li>`,
          )
          .join('')}</ul>`;
  const html = page({
    title: subject,
    body: list('Follow-ups due today', due) + list('Waiting in New for more than a day', waiting),
    siteName,
    footer,
  });
  return { subject, text, html };
}
