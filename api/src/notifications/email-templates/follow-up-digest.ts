import { type FollowUpDigest, type FollowUpDigestLead } from 'shared-contracts';
import { type ComposedEmail, type EmailFooter, escapeHtml, footerText, headerSafe, page } from './layout.js';

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
