import { appendFile, copyFile, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ENVIRONMENT_FILES,
  runtimeConfigSchema,
  type DeploymentChange,
  type RemoteName,
  type RuntimeConfig,
} from 'shared-contracts';

/**
 * The API's side of a deployment environment folder (issue 46; the format: shared-contracts' deployments.ts, the
 * commands that also write it: stack/src/release/environment.ts). The API only ever removes a canary, so it needs
 * three of the commands' operations, written here again on the same protocol rather than shared: the stack package
 * is build tooling the API's runtime never installs. The protocol: a `.lock` file created exclusively for the time
 * of a change, config.json replaced by a rename (after a copy to config.previous.json), one log line appended.
 */
export class EnvironmentFolder {
  constructor(readonly dir: string) {}

  get name(): string {
    return path.basename(this.dir);
  }

  private file(name: string): string {
    return path.join(this.dir, name);
  }

  /** The config as its shells read it; undefined when the folder holds none. */
  async config(): Promise<RuntimeConfig | undefined> {
    const text = await readFile(this.file(ENVIRONMENT_FILES.config), 'utf8').catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      },
    );
    return text === undefined ? undefined : runtimeConfigSchema.parse(JSON.parse(text));
  }

  /** The URL the store's public/ tree is served at (environment.json), to name a release's version in the log. */
  async releasesUrl(): Promise<string | undefined> {
    const text = await readFile(this.file('environment.json'), 'utf8').catch(() => undefined);
    const url = text ? (JSON.parse(text) as { releasesUrl?: unknown }).releasesUrl : undefined;
    return typeof url === 'string' ? (url.endsWith('/') ? url : `${url}/`) : undefined;
  }

  /**
   * Runs `work` holding the environment's lock and answers what it answers; undefined, and `work` not run, when a
   * command holds the lock now (the next check tries again).
   */
  async exclusively<T>(work: () => Promise<T>): Promise<T | undefined> {
    const lock = this.file(ENVIRONMENT_FILES.lock);
    const handle = await open(lock, 'wx').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return undefined;
      throw error;
    });
    if (!handle) return undefined;
    try {
      await handle.writeFile(`${process.pid}\n`);
      return await work();
    } finally {
      await handle.close();
      await rm(lock, { force: true });
    }
  }

  /**
   * Removes `remote`'s canary of `version` from config.json (every other field kept as written) and logs `change`;
   * false when the config no longer runs that canary (someone promoted or rolled it back meanwhile).
   */
  async removeCanary(remote: RemoteName, version: string, change: DeploymentChange): Promise<boolean> {
    const configFile = this.file(ENVIRONMENT_FILES.config);
    const raw = JSON.parse(await readFile(configFile, 'utf8')) as {
      canaries?: Record<string, { version?: string }>;
    };
    if (raw.canaries?.[remote]?.version !== version) return false;
    delete raw.canaries[remote];
    if (Object.keys(raw.canaries).length === 0) delete raw.canaries;
    runtimeConfigSchema.parse(raw);
    const temporary = this.file(`.config.${process.pid}.tmp`);
    await writeFile(temporary, JSON.stringify(raw, null, 2) + '\n');
    await copyFile(configFile, this.file(ENVIRONMENT_FILES.previousConfig));
    await rename(temporary, configFile);
    await appendFile(this.file(ENVIRONMENT_FILES.log), JSON.stringify(change) + '\n');
    return true;
  }
}
