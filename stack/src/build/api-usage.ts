/**
 * What a remote's build records of the API it calls (issue 43): dist/api-usage.json, beside its mf-manifest.json, the
 * shape of every operation the remote calls as the API's document (api/openapi.json, which the API's jest run keeps
 * equal to what the API serves) describes it, and that document's contract version. `npm run can-deploy` compares it
 * with the deployed API's document before the remote ships, and with an API build before the API ships.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { API_OPERATIONS, apiUsage, operationKey, type ApiUsage } from 'shared-contracts';

export const API_USAGE_FILE = 'api-usage.json';
const SOURCE = /\.tsx?$/;
const NOT_SHIPPED = /\.(test|spec)\.tsx?$|\.d\.ts$/;

function sourceTexts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceTexts(file);
    return SOURCE.test(entry.name) && !NOT_SHIPPED.test(entry.name) ? [readFileSync(file, 'utf8')] : [];
  });
}

const apiPathKeys = (text: string) => [...text.matchAll(/API_PATHS\.(\w+)/g)].map(([, key]) => key!);
const exportedNames = (text: string) =>
  [...text.matchAll(/export (?:async )?(?:function|const) (\w+)/g)].map(([, name]) => name!);

/**
 * The API_PATHS entries a remote's code uses: its own sources', and those of every web-kit module whose exports it
 * names (web-kit's query hooks call the API for the remote). Every method of a used path counts: a safe excess.
 */
export function apiPathsUsed(remoteDir: string): Set<string> {
  const own = sourceTexts(path.join(remoteDir, 'src')).join('\n');
  const used = new Set(apiPathKeys(own));
  for (const text of sourceTexts(path.join(remoteDir, '..', 'web-kit', 'src')))
    if (exportedNames(text).some((name) => new RegExp(`\\b${name}\\b`).test(own)))
      apiPathKeys(text).forEach((key) => used.add(key));
  return used;
}

/** The remote's record against `document` (the API's OpenAPI document). */
export function remoteApiUsage(remoteDir: string, document: unknown): ApiUsage {
  const paths = apiPathsUsed(remoteDir);
  const keys = Object.values(API_OPERATIONS)
    .filter((operation) => operation.apiPath !== undefined && paths.has(operation.apiPath))
    .map(operationKey);
  return apiUsage(document, keys);
}

/** Emits dist/api-usage.json for the remote in `remoteDir`, against the repository's api/openapi.json. */
export function apiUsagePlugin(remoteDir: string) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('api-usage', (compilation) => {
        compilation.hooks.processAssets.tap('api-usage', () => {
          const document = JSON.parse(
            readFileSync(path.join(remoteDir, '..', 'api', 'openapi.json'), 'utf8'),
          );
          const usage = remoteApiUsage(remoteDir, document);
          compilation.emitAsset(
            API_USAGE_FILE,
            new compiler.webpack.sources.RawSource(JSON.stringify(usage, null, 2)),
          );
        });
      });
    },
  };
}
