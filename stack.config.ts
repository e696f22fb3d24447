/**
 * One description of the composed stack: which remotes exist and which port each
 * service listens on. Read by rspack.base.ts (dev servers), the shell's dev config.json and the e2e launcher,
 * so a port or remote name is written once. Plain data + env lookups only: no bundler or Node imports.
 */

import type { RemoteName } from 'shared-contracts';

export interface RemoteDefinition {
  /** Module Federation container name (a JS identifier). */
  name: RemoteName;
  /** npm workspace / folder name. */
  pkg: string;
  /** Env var that overrides the port. */
  portEnv: string;
  defaultPort: number;
  /** Env var that overrides the public base URL the shell loads the remote from (e.g. a CDN). */
  urlEnv: string;
}

export const REMOTES = [
  {
    name: 'mf_public',
    pkg: 'mf-public',
    portEnv: 'MF_PUBLIC_PORT',
    defaultPort: 3001,
    urlEnv: 'MF_PUBLIC_URL',
  },
  {
    name: 'mf_admin_content',
    pkg: 'mf-admin-content',
    portEnv: 'MF_ADMIN_CONTENT_PORT',
    defaultPort: 3002,
    urlEnv: 'MF_ADMIN_CONTENT_URL',
  },
  {
    name: 'mf_admin_inquiries',
    pkg: 'mf-admin-inquiries',
    portEnv: 'MF_ADMIN_INQUIRIES_PORT',
    defaultPort: 3003,
    urlEnv: 'MF_ADMIN_INQUIRIES_URL',
  },
  {
    name: 'mf_admin_service_area',
    pkg: 'mf-admin-service-area',
    portEnv: 'MF_ADMIN_SERVICE_AREA_PORT',
    defaultPort: 3004,
    urlEnv: 'MF_ADMIN_SERVICE_AREA_URL',
  },
] as const satisfies readonly RemoteDefinition[];

export const DEFAULT_PORTS = {
  shell: 3000,
  api: 3100,
  authEmulator: 9099,
  /** MailDev, the local mail server of the new-quote e-mails: SMTP and its web inbox (REST at /api/email). */
  mailSmtp: 1025,
  mailWeb: 1080,
} as const;

export const FIREBASE_PROJECT_ID_DEFAULT = 'demo-masonry';
export const COMPANY_DOMAIN_DEFAULT = 'alamomasonry.com';

type Env = Record<string, string | undefined>;

function port(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name} must be a TCP port number, got "${raw}"`);
  }
  return value;
}

export function findRemote(pkgOrName: string): RemoteDefinition {
  const remote = REMOTES.find((r) => r.pkg === pkgOrName || r.name === pkgOrName);
  if (!remote) throw new Error(`Unknown remote "${pkgOrName}"`);
  return remote;
}

export interface StackPorts {
  shell: number;
  api: number;
  authEmulator: number;
  mailSmtp: number;
  mailWeb: number;
  remotes: Record<string, number>;
}

export function stackPorts(env: Env = process.env): StackPorts {
  return {
    shell: port(env, 'SHELL_PORT', DEFAULT_PORTS.shell),
    api: port(env, 'API_PORT', DEFAULT_PORTS.api),
    authEmulator: port(env, 'AUTH_EMULATOR_PORT', DEFAULT_PORTS.authEmulator),
    mailSmtp: port(env, 'MAILDEV_SMTP_PORT', DEFAULT_PORTS.mailSmtp),
    mailWeb: port(env, 'MAILDEV_WEB_PORT', DEFAULT_PORTS.mailWeb),
    remotes: Object.fromEntries(REMOTES.map((r) => [r.name, port(env, r.portEnv, r.defaultPort)])),
  };
}

/** Host name used in the URLs handed to the browser. */
export function publicHost(env: Env = process.env): string {
  return env.PUBLIC_HOST || '127.0.0.1';
}

/**
 * The shell's runtime config (served as /config.json) built from env. Its shape is validated by the shell
 * (shell/src/lib/runtime-config.ts); keep both in step.
 */
export function runtimeConfigFromEnv(env: Env = process.env) {
  const ports = stackPorts(env);
  const host = publicHost(env);
  const projectId = env.FIREBASE_PROJECT_ID || FIREBASE_PROJECT_ID_DEFAULT;
  const emulatorUrl =
    env.AUTH_EMULATOR_URL ?? `http://127.0.0.1:${ports.authEmulator}`;
  return {
    remotes: Object.fromEntries(
      REMOTES.map((r) => {
        const base = (env[r.urlEnv] || `http://${host}:${ports.remotes[r.name]}`).replace(/\/+$/, '');
        return [r.name, `${base}/mf-manifest.json`];
      }),
    ),
    apiBaseUrl: (env.API_BASE_URL || `http://${host}:${ports.api}`).replace(/\/+$/, ''),
    companyDomain: env.COMPANY_DOMAIN || COMPANY_DOMAIN_DEFAULT,
    firebase: {
      apiKey: env.FIREBASE_API_KEY || 'demo-api-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      projectId,
      ...(emulatorUrl ? { authEmulatorUrl: emulatorUrl } : {}),
    },
    // Every page load reports its web vitals and errors locally and in the tests (issue 45); a deployment samples.
    visitorSampleRate: env.VISITOR_SAMPLE_RATE === undefined ? 1 : Number(env.VISITOR_SAMPLE_RATE),
  };
}

/**
 * How npm start, Playwright's webServer and the launcher's own test run the launcher, from the stack folder: node
 * itself, not `npx tsx`, whose npm wrapper ends the launcher on SIGTERM before it has stopped the services it started.
 */
export const LAUNCHER_COMMAND = 'node --import tsx src/start.ts';
