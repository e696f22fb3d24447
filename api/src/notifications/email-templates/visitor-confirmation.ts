import { businessHoursRows, MESSAGES_ES, type BusinessContent, type Locale } from 'shared-contracts';
import {
  type ComposedEmail,
  type EmailFooter,
  displayPhone,
  escapeHtml,
  footerText,
  headerSafe,
  page,
  tappablePhone,
} from './layout.js';
import {
  type ConfirmationSummaryFacts,
  SUMMARY_TEXTS,
  confirmationSummaryRows,
} from './confirmation-summary.js';

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
