import {
  businessHoursRows,
  formatBusinessDateTime,
  formatUsPhone,
  MESSAGES,
  MESSAGES_ES,
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

/**
 * Every e-mail's HTML (issue 32): readable on a phone (viewport, 16 px text, one column of at most 600 px) and in the
 * company's colours, with the business's name on a brick band; tables and inline styles, as mail programs need.
 */
const page = (title: string, body: string, language?: Locale, siteName?: string) =>
  `<!doctype html><html${language ? ` lang="${language}"` : ''}><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
  `<body style="margin:0;padding:0;background:${SAND}">` +
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${SAND}"><tr><td align="center" style="padding:16px 8px">` +
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;` +
  `font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#2b2420">` +
  (siteName
    ? `<tr><td style="background:${BRICK};color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0;` +
      `font-family:Georgia,'Times New Roman',serif;font-size:22px;font-weight:700">${escapeHtml(siteName)}</td></tr>`
    : '') +
  `<tr><td style="padding:24px">${body}</td></tr></table></td></tr></table></body></html>`;

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
}: StaffEmailFacts): ComposedEmail {
  const photos = photosLine(photoCount);
  const languageText = languageLine(language);
  const subject = headerSafe(`New quote request from ${inquiry.name}: ${inquiry.projectType}`);
  // The business's time, as the back office shows it (was GMT).
  const received = `${formatBusinessDateTime(inquiry.date)}, San Antonio time`;
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
  const html = page(
    subject,
    `<h1 style="font-size:20px">New quote request</h1>` +
      `<p>A new quote request arrived on the ${escapeHtml(siteName)} website (${escapeHtml(received)}).</p>` +
      `<table role="presentation" style="border-collapse:collapse">${rows}</table>` +
      (photos ? `<p><strong>${escapeHtml(photos)}</strong></p>` : '') +
      `<p><a href="${escapeHtml(inquiryUrl)}">Open this inquiry in the back office</a></p>` +
      `<p style="color:#6b7280">Reply to this e-mail to answer the customer directly.</p>`,
    undefined,
    siteName,
  );
  return { subject, text, html };
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
}: VisitorEmailFacts): ComposedEmail {
  const t = CONFIRMATION_TEXTS[language];
  const subject = headerSafe(t.subject(siteName));
  const rows =
    language === 'es' ? businessHoursRows(business, MESSAGES_ES.business) : businessHoursRows(business);
  const hours = rows.map((row) => `${row.days}: ${row.hours}`);
  const hello = t.hello(firstName);
  const text = [
    hello,
    '',
    t.thanks,
    '',
    `${t.questions} ${phone}${t.callUs}`,
    `${t.hours}:`,
    ...hours.map((line) => `  ${line}`),
    '',
    siteName,
  ].join('\n');
  const html = page(
    subject,
    `<p>${escapeHtml(hello)}</p>` +
      `<p>${escapeHtml(t.thanks)}</p>` +
      `<p>${escapeHtml(t.questions)} <a href="tel:${escapeHtml(phone.replace(/[^\d+]/g, ''))}">${escapeHtml(phone)}</a>${t.callUs}</p>` +
      `<p><strong>${escapeHtml(t.hours)}</strong><br>${hours.map(escapeHtml).join('<br>')}</p>` +
      `<p>${escapeHtml(siteName)}</p>`,
    // A Spanish confirmation says so (mail programs and screen readers read it as Spanish).
    language === 'es' ? 'es' : undefined,
    siteName,
  );
  return { subject, text, html };
}

export interface StaffReplyFacts {
  siteName: string;
  projectType: string;
  /** What staff wrote: the visitor reads exactly that (escaped in the HTML part). */
  reply: string;
  phone: string;
}

/** A staff member's reply to the visitor, written in the inquiry (issue 32). */
export function staffReplyEmail({ siteName, projectType, reply, phone }: StaffReplyFacts): ComposedEmail {
  const subject = headerSafe(`${MESSAGES.inquiry.replySubject(projectType)} - ${siteName}`);
  const text = [reply, '', siteName, phone].join('\n');
  const html = page(
    subject,
    reply
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
      .join('') +
      `<p>${escapeHtml(siteName)}<br><a href="tel:${escapeHtml(phone.replace(/[^\d+]/g, ''))}">${escapeHtml(phone)}</a></p>`,
    undefined,
    siteName,
  );
  return { subject, text, html };
}

/** A staff member's daily digest of follow-ups (issue 32): each lead linked to its inquiry in the back office. */
export function followUpDigestEmail({
  siteName,
  digest,
  inquiryUrl,
}: {
  siteName: string;
  digest: FollowUpDigest;
  inquiryUrl: (id: string) => string;
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
    siteName,
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
  const html = page(
    subject,
    list('Follow-ups due today', due) +
      list('Waiting in New for more than a day', waiting) +
      `<p>${escapeHtml(siteName)}</p>`,
    undefined,
    siteName,
  );
  return { subject, text, html };
}
