import { readFileSync, statSync } from 'node:fs';
import { runtimeConfigSchema, type RuntimeConfig } from 'shared-contracts';

/**
 * The runtime config (served as /config.json, and what the first views and security headers are derived from), read
 * from its file and read again whenever the file changes: a deployment edits it in place, with no restart. A change
 * that does not parse is logged and the last good config stays in use; a file that is wrong at start is an error.
 */
export function runtimeConfigFile(
  file: string,
  warn: (message: string) => void = (message) => console.error(`[shell-server] ${message}`),
): () => RuntimeConfig {
  const read = () => runtimeConfigSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const versionOf = () => {
    const info = statSync(file, { throwIfNoEntry: false });
    return info ? `${info.mtimeMs}:${info.size}` : 'missing';
  };
  let version = versionOf();
  let config = read();
  return () => {
    const now = versionOf();
    if (now === version) return config;
    version = now;
    try {
      config = read();
    } catch (error) {
      warn(`${file} changed but cannot be used, keeping the last good config: ${(error as Error).message}`);
    }
    return config;
  };
}
