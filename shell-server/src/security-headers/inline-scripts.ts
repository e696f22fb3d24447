/**
 * CSP hashes of a page's inline scripts, read from the HTML itself (the built index.html, plus whatever the server
 * adds to it), never from a list kept by hand: whoever adds an inline script to the page gets it allowed by the
 * next build or request, and a script changed by anyone else stops running.
 */
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;

/** Every inline <script> body (external `src` scripts excluded), exactly as the browser hashes it. */
export function inlineScriptsOf(html: string): string[] {
  const bodies: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (!HAS_SRC.test(` ${attributes}`)) bodies.push(body!);
  }
  return bodies;
}

/** 'sha256-…' sources for script-src, one per distinct inline script (JSON-LD data blocks included: harmless). */
export function scriptHashSources(html: string): string[] {
  const hashes = inlineScriptsOf(html).map(
    (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
  return [...new Set(hashes)];
}
