/** Reads what `npm run can-deploy` compares: the runtime config, shell.json and the manifests, from files or URLs. */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeConfigSchema } from 'shared-contracts';
import type { Deployment, FetchedDocument } from './check';

/** A CDN that has not answered in this time is reported as unreachable rather than waited for. */
const FETCH_TIMEOUT_MS = 10_000;
const MANIFEST = 'mf-manifest.json';

const isUrl = (source: string) => /^(https?|file):\/\//i.test(source);

/** Node's fetch says only "fetch failed": the cause (ECONNREFUSED, a DNS error) is what helps. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause ? `${error.message} (${cause})` : error.message;
}

async function readText(source: string): Promise<string> {
  if (source.startsWith('file:')) return readFile(fileURLToPath(source), 'utf8');
  if (!isUrl(source)) return readFile(source, 'utf8');
  const response = await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`);
  return response.text();
}

export async function readJson(source: string): Promise<FetchedDocument> {
  try {
    return { source, json: JSON.parse(await readText(source)) };
  } catch (error) {
    return { source, error: describe(error) };
  }
}

/** A URL as it is, a path resolved against `cwd` (where the user typed the command, not npm's package folder). */
export const urlOrPath = (source: string, cwd: string) =>
  isUrl(source) ? source : path.resolve(cwd, source);

/** A file in the same folder as `source` (shell.json lives beside config.json). */
export const beside = (source: string, file: string) =>
  isUrl(source) ? new URL(file, source).href : path.join(path.dirname(source), file);

/** The manifest of the remote about to ship: a package name (its dist), a dist folder, or a manifest file or URL. */
export function candidateManifest(argument: string, { root, cwd }: { root: string; cwd: string }): string {
  if (/^[\w-]+$/.test(argument) && existsSync(path.join(root, argument, 'package.json')))
    return path.join(root, argument, 'dist', MANIFEST);
  const source = urlOrPath(argument, cwd);
  return !isUrl(source) && statSync(source, { throwIfNoEntry: false })?.isDirectory()
    ? path.join(source, MANIFEST)
    : source;
}

/** The deployed shell.json and every remote's manifest that the runtime config names, read in parallel. */
export async function readDeployment(
  configSource: string,
  shellSource: string,
): Promise<{ ok: true; deployment: Deployment } | { ok: false; error: string }> {
  const config = await readJson(configSource);
  if ('error' in config)
    return { ok: false, error: `cannot read the runtime config ${configSource}: ${config.error}` };
  const parsed = runtimeConfigSchema.safeParse(config.json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    return { ok: false, error: `${configSource} is not a runtime config: ${issues.join('; ')}` };
  }
  const remotes = Object.entries(parsed.data.remotes);
  const [shell, ...manifests] = await Promise.all([
    readJson(shellSource),
    ...remotes.map(([, manifestUrl]) => readJson(manifestUrl)),
  ]);
  return {
    ok: true,
    deployment: {
      shell: shell!,
      remotes: Object.fromEntries(remotes.map(([name], index) => [name, manifests[index]!])),
    },
  };
}
