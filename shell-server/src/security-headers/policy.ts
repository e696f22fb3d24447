/**
 * The security headers of the shell and the remotes (issue 13, finding 5), derived from the runtime config: the
 * origins a page may talk to (API, remotes, Firebase) are only known where that config is, so the launcher computes
 * them at start (and again when the config file changes), and `npm run headers -w stack` writes them for a CDN.
 */
import { allowedRemoteOrigins, type RuntimeConfig } from 'shared-contracts';

/** Firebase Auth's REST endpoints (sign-in, token refresh) when the emulator is not used. */
export const FIREBASE_AUTH_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];

export type PackageRole = 'shell' | 'remote';

/** The shell's service worker script (shell/rspack.sw.config.ts; registered by shell/src/lib/register-service-worker.ts). */
export const SERVICE_WORKER_PATH = '/sw.js';

export interface PolicyInput {
  config: RuntimeConfig;
  /** 'sha256-…' sources of the page's inline scripts (see inline-scripts.ts). */
  scriptHashes?: string[];
  /** Send Strict-Transport-Security (a CDN on HTTPS; pointless on the local http launcher). */
  hsts?: boolean;
  /** The response is the service worker's script (see workerContentSecurityPolicy). */
  worker?: boolean;
}

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined; // '' (same origin) or not a URL: nothing to allow beyond 'self'
  }
};

const unique = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];

/**
 * The origins the page's remotes may come from: those the config names (stable versions and canaries) and its
 * remoteOrigins (issue 46). A tab keeps the policy of its page's load, so a later config may only move a remote
 * between origins this list held then (promote checks it): listing them all lets the tab follow every change.
 */
export function remoteOrigins(config: RuntimeConfig): string[] {
  return allowedRemoteOrigins(config);
}

/** The Content-Security-Policy of a page of the shell (or of a remote's standalone page). */
export function contentSecurityPolicy({ config, scriptHashes = [] }: PolicyInput): string {
  const api = originOf(config.apiBaseUrl);
  const remotes = remoteOrigins(config);
  const emulator = config.firebase.authEmulatorUrl ? originOf(config.firebase.authEmulatorUrl) : undefined;
  const firebase = emulator ? [emulator] : FIREBASE_AUTH_ORIGINS;
  const authDomain = config.firebase.authDomain ? `https://${config.firebase.authDomain}` : undefined;
  const directives: Record<string, (string | undefined)[]> = {
    'default-src': ["'self'"],
    // Module Federation loads each remote's remoteEntry.js and chunks from the remote's origin. No inline script
    // runs unless its hash is listed; no eval.
    'script-src': ["'self'", ...remotes, ...scriptHashes],
    // 'unsafe-inline' for styles only: antd (admin) writes its CSS-in-JS into <style> elements at runtime, and React
    // sets style attributes. Those styles are generated in the browser, so no hash can name them ahead of time, and a
    // static CDN cannot give each response a fresh nonce. A style cannot run script; scripts stay strictly limited.
    'style-src': ["'self'", ...remotes, "'unsafe-inline'"],
    // Uploaded gallery photos come from the API; data:/blob: for image previews before upload.
    'img-src': ["'self'", 'data:', 'blob:', api, ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    // The API, the remotes' manifests, Firebase Auth (its REST endpoints, or the emulator locally).
    'connect-src': ["'self'", api, ...remotes, ...firebase],
    // Firebase Auth's helper iframe (redirect/popup flows) is served from the auth domain.
    'frame-src': [emulator ?? authDomain],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => {
      const list = unique(sources);
      return `${name} ${list.length ? list.join(' ') : "'none'"}`;
    })
    .join('; ');
}

/**
 * The service worker's own policy. A worker keeps the policy it was installed with until its script's bytes change,
 * and moving a remote or the API is a config change, not a new sw.js: a worker limited to the origins of the day it
 * was installed would fail every request to a moved remote for returning visitors. Its fetches are the page's own
 * requests (already checked by the page's policy) and the public remotes' files named by their manifests, so its
 * connections stay open while its scripts (importScripts) are limited to the site.
 */
export function workerContentSecurityPolicy(): string {
  return "default-src 'self'; script-src 'self'; connect-src * data: blob:; object-src 'none'; base-uri 'none'";
}

/** Features the site never uses, switched off for it and for anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Every header of a response of the shell (role 'shell') or of a remote. A remote's files are fetched by the shell's
 * page from another origin, so they are cross-origin resources; its own HTML (the standalone dev app) gets the
 * same document policy as the shell.
 */
export function securityHeaders(role: PackageRole, input: PolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': input.worker ? workerContentSecurityPolicy() : contentSecurityPolicy(input),
    ...assetHeaders(role, input.hsts),
    // Legacy twin of frame-ancestors 'none' for browsers without CSP level 2.
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // No popup sign-in is used (password and e-mail link), so the page can keep its browsing context to itself.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
  };
}

/**
 * The headers of a file that is not a document (scripts, styles, JSON, images). CSP, framing, referrer and
 * permissions policies act on documents and workers only, so sending them with every chunk would just add about
 * 1 KiB per response to what a phone downloads. What does apply to a file: no type sniffing, who may embed or read
 * it, HSTS.
 */
export function assetHeaders(role: PackageRole, hsts = false): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': role === 'shell' ? 'same-origin' : 'cross-origin',
    // A remote's files are read by the shell's page from another origin: its manifest by fetch, its scripts as CORS
    // scripts (crossorigin="anonymous", so the errors they throw keep their message; issue 45). Wherever it is hosted
    // (the `_headers` file), every file says so; public code, no credentials.
    ...(role === 'shell' ? {} : { 'Access-Control-Allow-Origin': '*' }),
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
