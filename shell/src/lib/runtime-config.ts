import { runtimeConfigSchema, type RuntimeConfig } from 'shared-contracts';
import { takeStartupConfig } from '../startup/startup-fetches';

export type { RuntimeConfig };

/** Thrown when /config.json is missing or malformed: the shell cannot know where its remotes live. */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/**
 * Reads the runtime config served beside the shell. It is fetched (never bundled) so a deployment can point at a
 * new remote version or API without rebuilding the shell.
 */
export async function loadRuntimeConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  let raw: unknown;
  try {
    // The HTML's start-up script usually asked already. Otherwise plain options on purpose: the served HTML
    // preloads /config.json (crossorigin, as=fetch), and only a request with the same mode, credentials and headers
    // takes that response. The server marks it no-cache anyway.
    const asked = url === '/config.json' ? takeStartupConfig() : undefined;
    const response = asked ? (await asked).clone() : await fetchImpl(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    raw = await response.json();
  } catch (error) {
    throw new RuntimeConfigError(`Could not load ${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = runtimeConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new RuntimeConfigError(`Invalid ${url}: ${problems}`);
  }
  return parsed.data;
}
