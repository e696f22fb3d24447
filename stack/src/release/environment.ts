/**
 * A deployment environment (issue 46): a folder of its own, e.g. .deployments/staging/, holding
 *
 *   environment.json   { "releasesUrl": where the store's public/ tree is served, "shell"?, "apiDocument"? }
 *   config.json        the runtime config its shell servers read (--config), which promote and rollback rewrite
 *   config.previous.json   the config as it was before the last change
 *   deployments.jsonl  the deployment log: one line per change, appended, never rewritten
 *
 * Environments (staging, production) are separate folders; nothing is shared between them but the release store.
 */
import { appendFile, copyFile, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ENVIRONMENT_FILES,
  runtimeConfigSchema,
  type DeploymentChange,
  type RuntimeConfig,
} from 'shared-contracts';
import { beside, urlOrPath } from '../can-deploy/read';

export interface EnvironmentSettings {
  /** The URL the release store's public/ tree is served at: a release's manifest is <releasesUrl><pkg>/<version>/mf-manifest.json. */
  releasesUrl: string;
  /** The deployed shell's shell.json (URL or file); beside config.json by default. */
  shell?: string;
  /** The deployed API's openapi.json (URL or file); from config.json's apiBaseUrl by default. */
  apiDocument?: string;
}

/** One line of the deployment log (its shape: shared-contracts, as the API's canary watch writes it too). */
export type Change = DeploymentChange;

/** config.json as written: every field kept, those the schema does not know included. */
export type RawConfig = Record<string, unknown> & {
  remotes: Record<string, string>;
  canaries?: Record<string, unknown>;
};

export class Environment {
  readonly dir: string;
  readonly configFile: string;

  constructor(
    root: string,
    readonly name: string,
  ) {
    if (!/^[\w-]+$/.test(name))
      throw new Error(`"${name}" is not an environment name (letters, digits, - and _)`);
    this.dir = path.join(root, name);
    this.configFile = path.join(this.dir, ENVIRONMENT_FILES.config);
  }

  private get logFile() {
    return path.join(this.dir, ENVIRONMENT_FILES.log);
  }

  async settings(): Promise<EnvironmentSettings & { shellSource: string; apiSource?: string }> {
    const file = path.join(this.dir, 'environment.json');
    const raw = JSON.parse(
      await readFile(file, 'utf8').catch(() => {
        throw new Error(`${this.name} is not an environment: ${file} is missing`);
      }),
    ) as Partial<EnvironmentSettings>;
    if (typeof raw.releasesUrl !== 'string' || !/^https?:\/\//.test(raw.releasesUrl))
      throw new Error(
        `${file}: releasesUrl must be the http(s) URL the release store's public/ tree is served at`,
      );
    const releasesUrl = raw.releasesUrl.endsWith('/') ? raw.releasesUrl : `${raw.releasesUrl}/`;
    return {
      ...raw,
      releasesUrl,
      shellSource: raw.shell ? urlOrPath(raw.shell, this.dir) : beside(this.configFile, 'shell.json'),
      apiSource: raw.apiDocument ? urlOrPath(raw.apiDocument, this.dir) : undefined,
    };
  }

  async config(): Promise<RuntimeConfig> {
    return runtimeConfigSchema.parse(JSON.parse(await readFile(this.configFile, 'utf8')));
  }

  /**
   * Replaces config.json as a whole with what `edit` makes of it: the new one is written beside it and renamed over it,
   * so a shell server reading it meanwhile sees the old or the new, never half; the old one is kept as
   * config.previous.json first. Only what `edit` changes changes: fields the schema does not know are kept.
   */
  async rewriteConfig(edit: (raw: RawConfig) => void): Promise<void> {
    const raw = JSON.parse(await readFile(this.configFile, 'utf8')) as RawConfig;
    edit(raw);
    runtimeConfigSchema.parse(raw);
    const temporary = path.join(this.dir, `.config.${process.pid}.tmp`);
    await writeFile(temporary, JSON.stringify(raw, null, 2) + '\n');
    await copyFile(this.configFile, path.join(this.dir, ENVIRONMENT_FILES.previousConfig));
    await rename(temporary, this.configFile);
  }

  async record(change: Change): Promise<void> {
    await appendFile(this.logFile, JSON.stringify(change) + '\n', { flag: 'a' });
  }

  async log(): Promise<Change[]> {
    await this.settings();
    const text = await readFile(this.logFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Change);
  }

  /** One change at a time per environment: two promotes at once would each check against a config the other replaces. */
  async exclusively<T>(work: () => Promise<T>): Promise<T> {
    await this.settings();
    const lock = path.join(this.dir, ENVIRONMENT_FILES.lock);
    const handle = await open(lock, 'wx').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST')
        throw new Error(
          `${this.name} is being changed by another command (${lock}; delete it if none is running)`,
        );
      throw error;
    });
    try {
      await handle.writeFile(`${process.pid}\n`);
      return await work();
    } finally {
      await handle.close();
      await rm(lock, { force: true });
    }
  }
}
