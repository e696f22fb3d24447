import type { RuntimeConfig } from 'shared-contracts';
import { scriptHashSources } from './inline-scripts.js';
import { assetHeaders, SERVICE_WORKER_PATH, securityHeaders, type PackageRole } from './policy.js';

/**
 * The static server's `securityHeaders` for a package: from the runtime config as it is now (read per response, so
 * pointing the shell at another API or remote moves the policy with it) and the inline scripts of the page sent.
 * Documents and the service worker get the policies; every other file only what applies to files.
 */
export const responseSecurityHeaders =
  (role: PackageRole, readConfig: () => RuntimeConfig, { hsts = false } = {}) =>
  (html: string | undefined, urlPath: string): Record<string, string> => {
    const worker = role === 'shell' && urlPath === SERVICE_WORKER_PATH;
    if (html === undefined && !worker) return assetHeaders(role, hsts);
    return securityHeaders(role, {
      config: readConfig(),
      scriptHashes: html ? scriptHashSources(html) : [],
      worker,
      hsts,
    });
  };
