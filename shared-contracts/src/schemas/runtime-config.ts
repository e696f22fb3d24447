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
  /**
   * A second version of a remote for a share of browsers (issue 46): the browsers in the share load `manifest` instead
   * of `remotes[name]`. Read by shells that know it; an older shell drops the field and loads the stable version only.
   */
  canaries?: Partial<Record<RemoteName, RemoteCanary>>;
  /**
   * Origins a remote of this deployment may be served from beside those `remotes` and `canaries` name (issue 46): a
   * page's Content-Security-Policy allows them all, so an open tab keeps loading a remote the config moves between
   * them. `promote` refuses a version served from an origin the current config does not allow.
   */
  remoteOrigins?: string[];
}

/** A canary (issue 46): a version of a remote that a share of browsers load in place of the stable one. */
export interface RemoteCanary {
  /** Its mf-manifest.json URL. */
  manifest: string;
  /** Its release version: what its manifest states, hence what visitors' reports of it carry. */
  version: string;
  /** The share of browsers that load it, 0 to 100; a browser keeps its share across visits (canaryBucket). */
  percent: number;
  /** Staff who opted in (CANARY_OPT_IN_KEY) load it too, whatever their share. */
  staff?: boolean;
  /** When it started (ISO 8601): the rollback job compares error rates from then on. */
  since: string;
}

/** The browser's own random id (localStorage), hashed into a canary bucket: stable across visits, nothing personal. */
export const CANARY_BROWSER_ID_KEY = 'mc-browser-id';
/** localStorage flag of a staff member who opted in to canaries ('1'); set by visiting /admin?canary=on, cleared by =off. */
export const CANARY_OPT_IN_KEY = 'mc-canary-opt-in';

/**
 * The bucket, 0 to 99, a browser id falls in for `remote`'s canary: FNV-1a of the two, so a browser's bucket stays the
 * same across visits and percent changes (raising 10 to 50 keeps the first 10 in), and differs from remote to remote.
 */
export function canaryBucket(browserId: string, remote: RemoteName): number {
  let hash = 0x811c9dc5;
  for (const char of `${remote}:${browserId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/**
 * The manifest URL each remote loads in this browser: the canary's when the browser's bucket is within its share (or
 * it opted in as staff and the canary takes staff), the stable one otherwise.
 */
export function remotesForBrowser(
  config: Pick<RuntimeConfig, 'remotes' | 'canaries'>,
  browser: { id: string; optedIn: boolean },
): Record<RemoteName, string> {
  const remotes = { ...config.remotes };
  for (const name of REMOTE_NAMES) {
    const canary = config.canaries?.[name];
    if (!canary) continue;
    if ((canary.staff && browser.optedIn) || canaryBucket(browser.id, name) < canary.percent)
      remotes[name] = canary.manifest;
  }
  return remotes;
}

/** Every origin a config lets a remote be served from: those it names (stable and canary) and its remoteOrigins. */
export function allowedRemoteOrigins(
  config: Pick<RuntimeConfig, 'remotes' | 'canaries' | 'remoteOrigins'>,
): string[] {
  const urls = [
    ...Object.values(config.remotes),
    ...Object.values(config.canaries ?? {}).map((canary) => canary?.manifest),
    ...(config.remoteOrigins ?? []),
  ];
  const origins = urls.flatMap((value) => {
    try {
      return value ? [new URL(value).origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
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

const percent: Check = (value) =>
  typeof value === 'number' && value >= 0 && value <= 100 ? undefined : 'Expected a number from 0 to 100';
const instant: Check = (value) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? undefined : 'Expected an ISO 8601 time';
const flag: Check = (value) => (typeof value === 'boolean' ? undefined : 'Expected true or false');

const CANARY_FIELDS: { key: keyof RemoteCanary; check: Check; optional?: boolean }[] = [
  { key: 'manifest', check: url },
  { key: 'version', check: text(1) },
  { key: 'percent', check: percent },
  { key: 'staff', check: flag, optional: true },
  { key: 'since', check: instant },
];

/** The optional canaries and remoteOrigins (issue 46): checked when present, entries of unknown remotes dropped. */
function parseReleaseFields(
  raw: Record<string, unknown>,
  out: Record<string, unknown>,
  issues: RuntimeConfigIssue[],
) {
  if (raw.canaries !== undefined) {
    if (!isRecord(raw.canaries)) issues.push({ path: ['canaries'], message: 'Expected an object' });
    else {
      const canaries: Record<string, unknown> = {};
      for (const name of REMOTE_NAMES) {
        const entry = raw.canaries[name];
        if (entry === undefined) continue;
        if (!isRecord(entry)) {
          issues.push({ path: ['canaries', name], message: 'Expected an object' });
          continue;
        }
        const canary: Record<string, unknown> = {};
        for (const { key, check, optional } of CANARY_FIELDS) {
          if (entry[key] === undefined && optional) continue;
          const problem = entry[key] === undefined ? 'Required' : check(entry[key]);
          if (problem) issues.push({ path: ['canaries', name, key], message: problem });
          else canary[key] = entry[key];
        }
        canaries[name] = canary;
      }
      out.canaries = canaries;
    }
  }
  if (raw.remoteOrigins !== undefined) {
    const origins = raw.remoteOrigins;
    if (!Array.isArray(origins))
      issues.push({ path: ['remoteOrigins'], message: 'Expected a list of origins' });
    else {
      origins.forEach((origin, index) => {
        const problem = url(origin);
        if (problem) issues.push({ path: ['remoteOrigins', String(index)], message: problem });
      });
      out.remoteOrigins = origins;
    }
  }
}

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
  parseReleaseFields(raw, out, issues);
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
