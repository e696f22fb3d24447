import type { CanaryRollbackPayload } from '../outbox-jobs.js';
import { type ComposedEmail, type EmailFooter, escapeHtml, footerText, headerSafe, page } from './layout.js';

/** What the canary watch queued (its outbox payload), with the site's name and footer. */
export interface CanaryRollbackFacts extends CanaryRollbackPayload {
  siteName: string;
  footer: EmailFooter;
}

/** Issue 46: the canary watch removed a failing canary from an environment's config; the staff list is told why. */
export function canaryRollbackEmail(facts: CanaryRollbackFacts): ComposedEmail {
  const subject = headerSafe(
    `Canary rolled back: ${facts.package} ${facts.canaryVersion} (${facts.environment}) - ${facts.siteName}`,
  );
  const lines = [
    `The canary of ${facts.package} ${facts.canaryVersion} in ${facts.environment} was rolled back at ${facts.at}.`,
    `Its browsers load ${facts.stable} again.`,
    `Why: ${facts.reason}`,
    `The deployment log (npm run deployments -- ${facts.environment}) records it.`,
  ];
  const text = [...lines, '', ...footerText(facts.siteName, facts.footer)].join('\n');
  const html = page({
    title: subject,
    body: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    siteName: facts.siteName,
    footer: facts.footer,
  });
  return { subject, text, html };
}
