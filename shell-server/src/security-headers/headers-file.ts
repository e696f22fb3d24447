/**
 * A `_headers` file (the format Netlify and Cloudflare Pages read from the site root) with the security headers for
 * every path of one package's dist, written beside its index.html.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from 'shared-contracts';
import { scriptHashSources } from './inline-scripts.js';
import {
  SERVICE_WORKER_PATH,
  securityHeaders,
  workerContentSecurityPolicy,
  type PackageRole,
} from './policy.js';

export const HEADERS_FILE = '_headers';

export function renderHeadersFile(headers: Record<string, string>, role: PackageRole): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  const file = `# Generated from the runtime config by shell-server/src/security-headers (do not edit: regenerate).\n/*\n${lines.join('\n')}\n`;
  if (role !== 'shell') return file;
  // The worker's own policy replaces the page's ('!' detaches a header set by an earlier rule: Cloudflare Pages).
  return `${file}${SERVICE_WORKER_PATH}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${workerContentSecurityPolicy()}\n`;
}

/** Writes <dist>/_headers; script hashes come from the built <dist>/index.html. Returns the headers written. */
export function writeHeadersFile(
  dist: string,
  role: PackageRole,
  config: RuntimeConfig,
  options: { hsts?: boolean } = {},
): Record<string, string> {
  const index = path.join(dist, 'index.html');
  const scriptHashes = existsSync(index) ? scriptHashSources(readFileSync(index, 'utf8')) : [];
  const headers = securityHeaders(role, { config, scriptHashes, hsts: options.hsts });
  writeFileSync(path.join(dist, HEADERS_FILE), renderHeadersFile(headers, role));
  return headers;
}
