import { businessZoneName, formatBusinessDateTime, formatUsPhone, type Locale } from 'shared-contracts';

/**
 * What every e-mail shares (issue 32): the composed shape, escaping for HTML and headers, the brand's band with its
 * mark, the footer of contact facts and the page every e-mail's HTML is laid out in. Every value that came from a
 * visitor is escaped in the HTML and stripped of line breaks wherever it ends up in a header (subject, display names),
 * so a name like "x\r\nBcc: ..." can neither inject a header nor markup. Pure functions: the worker fills in the facts.
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
export const multiline = (value: string) => escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');

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

export const tappablePhone = (phone: string) =>
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
export const page = ({
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

/** A moment in the business's time zone with the zone's name: "Mar 14, 2026, 10:30 AM CDT". */
export function businessMoment(iso: string, timeZone: string, language: Locale = 'en'): string {
  return `${formatBusinessDateTime(iso, timeZone, language === 'es' ? 'es-US' : 'en-US')} ${businessZoneName(iso, timeZone)}`;
}
