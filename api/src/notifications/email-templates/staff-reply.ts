import { MESSAGES } from 'shared-contracts';
import { type ComposedEmail, type EmailFooter, escapeHtml, footerText, headerSafe, page } from './layout.js';

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
