/**
 * The trace the page's HTML was served in (issue 45): the shell's server writes it as `<meta name="traceparent">`, and
 * the visitor's calls that change something (a quote, a staff edit) send it on, with a span id of their own, so the
 * API's lines for them carry the request id of the page's first view. Reads go without it: a custom header would cost
 * each public read a CORS preflight, and writes have one anyway.
 */
const TRACEPARENT = /^00-([0-9a-f]{32})-[0-9a-f]{16}-([0-9a-f]{2})$/;

export function pageTraceparent(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector('meta[name="traceparent"]')?.getAttribute('content') ?? '';
  const match = TRACEPARENT.exec(content);
  if (!match) return undefined;
  const spanId = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return `00-${match[1]}-${spanId}-${match[2]}`;
}
