import { REMOTE_NAMES, type RemoteName } from '../schemas/runtime-config.js';
import type { Locale } from '../i18n/locale.js';

/**
 * What a visitor's browser reports about the page it shows (issue 45, real visitors): one web vital of the page it
 * landed on, or one error. Zod-free on purpose: the shell's reporter bundles these rules and the scrubber, never zod.
 */
export const VISITOR_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VisitorMetric = (typeof VISITOR_METRICS)[number];
export const VISITOR_ERROR_KINDS = ['error', 'rejection'] as const;
export type VisitorErrorKind = (typeof VISITOR_ERROR_KINDS)[number];
export const VISITOR_REPORT_KINDS = [...VISITOR_METRICS, ...VISITOR_ERROR_KINDS] as const;
export type VisitorReportKind = (typeof VISITOR_REPORT_KINDS)[number];

/** The shell's own pages (sign-in, 404, previews) are reported under this name instead of a remote's. */
export const SHELL_REPORTER = 'shell';
export const VISITOR_REPORTERS = [...REMOTE_NAMES, SHELL_REPORTER] as const;
export type VisitorReporter = RemoteName | typeof SHELL_REPORTER;
/** The version of a build the browser could not read (the shell itself, or a manifest that did not answer). */
export const UNKNOWN_VERSION = 'unknown';
/** A path no page declares (a 404): its text never leaves the browser, it may carry anything. */
export const UNDECLARED_ROUTE = '(other)';

/** The Site health page's window and what it lists (issue 45). */
export const SITE_HEALTH = {
  windowDays: 7,
  /** Messages listed per remote version. */
  topMessages: 5,
} as const;

export const VISITOR_REPORT_LIMITS = {
  routeMax: 100,
  versionMax: 40,
  messageMax: 300,
  /** Milliseconds for LCP and INP (ten minutes is no real page), a score for CLS. */
  valueMax: 600_000,
  /** Errors one page load reports at most (an error thrown in a loop is one problem, not thousands of beacons). */
  errorsPerPage: 10,
} as const;

/** A declared route: '/', '/es/services', '/admin/inquiries' (lower-case segments), or UNDECLARED_ROUTE. */
export const VISITOR_ROUTE_PATTERN = /^(\/[a-z0-9-]*)+$|^\(other\)$/;
/** A build version as Module Federation manifests carry it (semver, with pre-release and build parts). */
export const VISITOR_VERSION_PATTERN = /^[0-9A-Za-z.+_-]+$/;

export interface VisitorReport {
  route: string;
  language: Locale;
  remote: VisitorReporter;
  remoteVersion: string;
  kind: VisitorReportKind;
  /** LCP, INP: milliseconds; CLS: the layout-shift score. Vitals only. */
  value?: number;
  /** Errors only, scrubbed (scrubVisitorText). */
  message?: string;
}

export const isVisitorMetric = (kind: string): kind is VisitorMetric =>
  (VISITOR_METRICS as readonly string[]).includes(kind);

const SCRUBS: [RegExp, string][] = [
  // E-mail addresses anywhere (also URL-encoded: %40).
  [/[\w.+-]+(@|%40)[\w-]+(\.[\w-]+)+/gi, '<email>'],
  // A URL's query and fragment: search terms, tokens, e-mails in links.
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#'"]*)[?#][^\s'"]*/gi, '$1'],
  // Bearer tokens and JWT-like strings.
  [/\bBearer\s+\S+/gi, 'Bearer <token>'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '<token>'],
  // Phone numbers, ZIP codes, ids: any run of 5 or more digits (with the usual separators inside).
  [/(\+|\()?\d[\d\s().-]{3,}\d/g, '<number>'],
];

/**
 * An error message with nothing personal left in it: e-mail addresses, URLs' queries and fragments, tokens and long
 * digit runs (phone numbers, ZIP codes) replaced, whitespace folded, cut to the stored length. The browser scrubs
 * before it sends and the API again before it stores, so a forged report cannot store what a real one would not.
 */
export function scrubVisitorText(text: string): string {
  let scrubbed = text;
  for (const [pattern, replacement] of SCRUBS) scrubbed = scrubbed.replace(pattern, replacement);
  scrubbed = scrubbed.replace(/\s+/g, ' ').trim();
  return scrubbed.slice(0, VISITOR_REPORT_LIMITS.messageMax) || 'Error';
}
