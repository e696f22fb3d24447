import { API_PATHS, type FunnelStep } from 'shared-contracts';
import { apiUrl } from 'web-kit';

/**
 * Tells the API one step of the quote form's funnel happened (issue 32): an empty POST, no cookie, nothing about the
 * visitor, counted per day. A beacon: it never delays the page, survives the page closing, and a lost one is lost.
 */
export function sendFunnelStep(step: FunnelStep): void {
  const url = apiUrl(API_PATHS.funnelStep(step));
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
    void fetch(url, { method: 'POST', keepalive: true, credentials: 'omit' }).catch(() => undefined);
  } catch {
    // Counting is never worth an error in the visitor's page.
  }
}
