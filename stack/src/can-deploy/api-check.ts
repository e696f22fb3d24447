/**
 * The API half of can-deploy (issue 43). A remote's build records the API operations it calls (dist/api-usage.json,
 * stack/src/build/api-usage.ts); the API publishes its OpenAPI document (/api/openapi.json) with its contract version.
 * Both directions compare the same two things with usageFindings (shared-contracts): a remote about to ship against
 * the deployed API's document, and an API build about to ship against every deployed remote's record. Pure.
 */
import { usageFindings, type ApiUsage } from 'shared-contracts';
import type { FetchedDocument, Verdict } from './check';

const isUsage = (json: unknown): json is ApiUsage =>
  typeof json === 'object' &&
  json !== null &&
  typeof (json as ApiUsage).contract === 'string' &&
  typeof (json as ApiUsage).operations === 'object' &&
  (json as ApiUsage).operations !== null;

const isApiDocument = (json: unknown) =>
  typeof json === 'object' && json !== null && typeof (json as { paths?: unknown }).paths === 'object';

function readUsage(remote: string, usage: FetchedDocument): { usage?: ApiUsage; error?: string } {
  if ('error' in usage)
    return { error: `${remote}: cannot read its API record ${usage.source}: ${usage.error}` };
  if (!isUsage(usage.json))
    return { error: `${remote}: ${usage.source} is not an API record (contract, operations)` };
  return { usage: usage.json };
}

function readDocument(what: string, api: FetchedDocument): { error?: string } {
  if ('error' in api) return { error: `cannot read ${what} ${api.source}: ${api.error}` };
  return isApiDocument(api.json) ? {} : { error: `${what} ${api.source} is not an OpenAPI document` };
}

/** A remote about to ship against the deployed API: every operation, parameter and field it uses must be there. */
export function remoteApiFit(remote: string, usage: FetchedDocument, api: FetchedDocument): Verdict {
  const verdict: Verdict = { failures: [], notes: [] };
  const record = readUsage(remote, usage);
  const document = readDocument("the deployed API's document", api);
  const error = record.error ?? document.error;
  if (error) return { ...verdict, failures: [error] };
  const found = usageFindings(record.usage!, (api as { json: unknown }).json, verdict.notes);
  verdict.failures.push(...found.map((finding) => `${remote} ${finding}`));
  verdict.notes = verdict.notes.map((note) => `${remote} ${note}`);
  return verdict;
}

/**
 * An API build about to ship against the deployed remotes: it must not remove or narrow anything one of them uses.
 * A deployed remote without a record (built before records existed) is a note: nothing is known of what it calls.
 */
export function apiBuildFit(candidate: FetchedDocument, usages: Record<string, FetchedDocument>): Verdict {
  const verdict: Verdict = { failures: [], notes: [] };
  const document = readDocument('the API build', candidate);
  if (document.error) return { ...verdict, failures: [document.error] };
  for (const [remote, usage] of Object.entries(usages)) {
    const record = readUsage(remote, usage);
    if (record.error) {
      verdict.notes.push(`${record.error}: what it calls is not checked`);
      continue;
    }
    const notes: string[] = [];
    const found = usageFindings(record.usage!, (candidate as { json: unknown }).json, notes);
    verdict.failures.push(...found.map((finding) => `deployed ${remote} ${finding}`));
    verdict.notes.push(...notes.map((note) => `deployed ${remote} ${note}`));
  }
  return verdict;
}
