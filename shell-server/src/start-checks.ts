/**
 * What the settings point at, checked before the server starts (issue 47), each refused with a SettingsError naming the
 * setting: a dist folder without the shell's index.html, a config file that is missing, not JSON or not a runtime
 * config, and a FIRST_VIEW_RENDERERS origin that is the origin of no remote the config names (a typo there would
 * otherwise only show as pages without first views).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runtimeConfigSchema, type RuntimeConfig } from 'shared-contracts';
import { SettingsError, type ShellServerSettings } from './settings.js';

export function checkDist(dist: string): void {
  if (!existsSync(path.join(dist, 'index.html')))
    throw new SettingsError(
      `--dist ${dist}: no index.html there; name the shell's built dist/ folder (npx turbo run build --filter=shell)`,
    );
}

/** The runtime config the file holds now. */
export function readConfigFile(file: string): RuntimeConfig {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new SettingsError(
      `--config ${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? error})`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SettingsError(`--config ${file} is not JSON: ${(error as Error).message}`);
  }
  try {
    return runtimeConfigSchema.parse(json);
  } catch (error) {
    throw new SettingsError(`--config ${file}: ${(error as Error).message}`);
  }
}

/** Each origin FIRST_VIEW_RENDERERS names must be where one of the config's remotes is loaded from. */
export function checkRendererOrigins(
  settings: Pick<ShellServerSettings, 'rendererOrigins' | 'configFile'>,
  config: RuntimeConfig,
): void {
  const remoteOrigins = new Set(Object.values(config.remotes).map((url) => new URL(url).origin));
  const unknown = Object.keys(settings.rendererOrigins).filter((origin) => !remoteOrigins.has(origin));
  if (unknown.length)
    throw new SettingsError(
      `FIRST_VIEW_RENDERERS: ${unknown.join(', ')} ${unknown.length > 1 ? 'are origins' : 'is the origin'} of no remote ` +
        `in ${settings.configFile} (its remotes are loaded from ${[...remoteOrigins].join(', ')})`,
    );
}

/** Every check above; returns the config as read at start. */
export function checkStart(settings: ShellServerSettings): RuntimeConfig {
  checkDist(settings.dist);
  const config = readConfigFile(settings.configFile);
  checkRendererOrigins(settings, config);
  return config;
}
