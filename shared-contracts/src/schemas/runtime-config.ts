export const REMOTE_NAMES = [
  'mf_public',
  'mf_admin_content',
  'mf_admin_inquiries',
  'mf_admin_service_area',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The part of the site each remote serves: the public remote the public pages, the admin remotes the back office
 * (under /admin, staff only). Pages a remote declares outside its section are not mounted, and a signed-out visitor's
 * browser never reads an admin remote's manifest.
 */
export const REMOTE_SECTIONS: Readonly<Record<RemoteName, 'public' | 'admin'>> = {
  mf_public: 'public',
  mf_admin_content: 'admin',
  mf_admin_inquiries: 'admin',
  mf_admin_service_area: 'admin',
};

export const remotesOfSection = (section: 'public' | 'admin'): RemoteName[] =>
  REMOTE_NAMES.filter((name) => REMOTE_SECTIONS[name] === section);

/**
 * /config.json served beside the shell: what a deployment may change without rebuilding the shell.
 * Remote values are mf-manifest.json URLs.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  companyDomain: string;
  remotes: Record<RemoteName, string>;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId?: string;
    /** e.g. http://127.0.0.1:9099: the shell connects the SDK to the Auth emulator. Never set in production. */
    authEmulatorUrl?: string;
  };
  /**
   * The share of page loads whose web vitals and errors are reported (issue 45): 0 to 1, DEFAULT_VISITOR_SAMPLE_RATE
   * when absent. The launcher writes 1 (every page load, as the tests need); 0 turns reporting off.
   */
  visitorSampleRate?: number;
}

/** The share of page loads reported when config.json does not say (a tenth: enough for a p75 of a small site). */
export const DEFAULT_VISITOR_SAMPLE_RATE = 0.1;

/**
 * The API's absolute base URL (no trailing slash) for a page on `shellOrigin`: apiBaseUrl '' means the API answers on
 * the shell's own origin. For code that has no page to resolve against (the service worker, a server).
 */
export function absoluteApiBase(config: Pick<RuntimeConfig, 'apiBaseUrl'>, shellOrigin: string): string {
  return new URL(config.apiBaseUrl || '/', shellOrigin).href.replace(/\/$/, '');
}

export interface RuntimeConfigIssue {
  path: string[];
  message: string;
}

export type RuntimeConfigParseResult =
  { success: true; data: RuntimeConfig } | { success: false; error: { issues: RuntimeConfigIssue[] } };

type Check = (value: unknown) => string | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text =
  (min = 0): Check =>
  (value) => {
    if (typeof value !== 'string')
      return `Expected a string, received ${value === null ? 'null' : typeof value}`;
    return value.length < min ? `Must be at least ${min} characters` : undefined;
  };

const rate: Check = (value) =>
  typeof value === 'number' && value >= 0 && value <= 1 ? undefined : 'Expected a number from 0 to 1';

const url: Check = (value) => {
  const problem = text(1)(value);
  if (problem) return problem;
  try {
    new URL(value as string);
    return undefined;
  } catch {
    return 'Invalid URL';
  }
};

/** Field checks by path; `?` marks an optional field. Unknown fields are dropped, as a zod object would. */
const FIELDS: { path: string[]; check: Check; optional?: boolean }[] = [
  { path: ['apiBaseUrl'], check: text() },
  { path: ['companyDomain'], check: text(3) },
  ...REMOTE_NAMES.map((name) => ({ path: ['remotes', name], check: url })),
  { path: ['firebase', 'apiKey'], check: text(1) },
  { path: ['firebase', 'authDomain'], check: text(1) },
  { path: ['firebase', 'projectId'], check: text(1) },
  { path: ['firebase', 'appId'], check: text(), optional: true },
  { path: ['firebase', 'authEmulatorUrl'], check: url, optional: true },
  { path: ['visitorSampleRate'], check: rate, optional: true },
];

function safeParse(raw: unknown): RuntimeConfigParseResult {
  if (!isRecord(raw))
    return { success: false, error: { issues: [{ path: [], message: 'Expected an object' }] } };
  const issues: RuntimeConfigIssue[] = [];
  const out: Record<string, unknown> = {};
  for (const { path, check, optional } of FIELDS) {
    let value: unknown = raw;
    let target = out;
    let at: string[] = [];
    let missingParent = false;
    for (const key of path.slice(0, -1)) {
      at = [...at, key];
      value = isRecord(value) ? value[key] : undefined;
      if (!isRecord(value)) {
        if (!issues.some((i) => i.path.join('.') === at.join('.')))
          issues.push({ path: at, message: 'Expected an object' });
        missingParent = true;
        break;
      }
      target = (target[key] ??= {}) as Record<string, unknown>;
    }
    if (missingParent) continue;
    const key = path[path.length - 1]!;
    const fieldValue = (value as Record<string, unknown>)[key];
    if (fieldValue === undefined && optional) continue;
    const problem = fieldValue === undefined ? 'Required' : check(fieldValue);
    if (problem) issues.push({ path, message: problem });
    else target[key] = fieldValue;
  }
  return issues.length
    ? { success: false, error: { issues } }
    : { success: true, data: out as unknown as RuntimeConfig };
}

/**
 * Validator of RuntimeConfig with the zod-style `safeParse`/`parse` the callers use. Hand-written on purpose: the
 * shell validates /config.json before its first render, and full zod would add ~23 KiB gzip to every page's start.
 */
export const runtimeConfigSchema = {
  safeParse,
  parse(raw: unknown): RuntimeConfig {
    const result = safeParse(raw);
    if (result.success) return result.data;
    const problems = result.error.issues
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('; ');
    throw new Error(`Invalid runtime config: ${problems}`);
  },
};
