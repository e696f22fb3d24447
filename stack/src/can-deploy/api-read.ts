/** Where can-deploy finds the API's document and the remotes' API records (issue 43). */
import { absoluteApiBase, runtimeConfigSchema } from 'shared-contracts';
import { beside, readJson } from './read';
import type { FetchedDocument } from './check';

/** The path every API serves its OpenAPI document at (api/src/openapi/openapi.setup.ts). */
export const API_DOCUMENT_PATH = '/api/openapi.json';
export const API_USAGE_FILE = 'api-usage.json';

/** A remote build's record of the API operations it calls: api-usage.json beside its manifest. */
export const usageBeside = (manifestSource: string) => beside(manifestSource, API_USAGE_FILE);

/**
 * The deployed API's document, from the config's apiBaseUrl. A config read from a file with a relative apiBaseUrl
 * ('' = the shell's origin) does not say where the API is: then `--api` must name its document.
 */
export function deployedApiDocument(
  configSource: string,
  config: FetchedDocument,
): string | { error: string } {
  if ('error' in config) return { error: `cannot read the runtime config ${configSource}: ${config.error}` };
  const parsed = runtimeConfigSchema.safeParse(config.json);
  if (!parsed.success) return { error: `${configSource} is not a runtime config` };
  const origin = /^https?:\/\//i.test(configSource) ? new URL(configSource).origin : undefined;
  if (!/^https?:\/\//i.test(parsed.data.apiBaseUrl) && !origin)
    return {
      error: `${configSource} does not say where the API is (apiBaseUrl '${parsed.data.apiBaseUrl}'): pass --api`,
    };
  return `${absoluteApiBase(parsed.data, origin ?? 'http://localhost')}${API_DOCUMENT_PATH}`;
}

/** Every deployed remote's API record, by remote name, read in parallel from beside its manifest. */
export async function deployedUsages(
  remotes: Record<string, string>,
): Promise<Record<string, FetchedDocument>> {
  const entries = Object.entries(remotes);
  const read = await Promise.all(entries.map(([, manifest]) => readJson(usageBeside(manifest))));
  return Object.fromEntries(entries.map(([name], index) => [name, read[index]!]));
}
