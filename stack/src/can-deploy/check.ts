/**
 * Whether a remote about to ship fits what is deployed (issue 25): the shell's shell.json and the other remotes'
 * declarations, as config.json names them. Pure: it takes the documents already read (read.ts reads them).
 */
import {
  FIRST_PAINT_CONTRACT,
  declarationOfManifest,
  parseRemoteDeclaration,
  parseShellDeclaration,
  type Parsed,
  type RemoteDeclaration,
} from 'shared-contracts';
import { droppedPages, missingExposes, pathCollisions } from './pages-check';
import { sharedFindings } from './shared-check';
import type { Verdict } from './verdict';

/** A JSON document as read from a file or URL: its body, or why it could not be read. */
export type FetchedDocument = { source: string; json: unknown } | { source: string; error: string };

/** What is deployed now: the shell's shell.json and each remote's mf-manifest.json by container name. */
export interface Deployment {
  shell: FetchedDocument;
  remotes: Record<string, FetchedDocument>;
}

export type { Verdict };

function parsed<T>(document: FetchedDocument, what: string, parse: (json: unknown) => Parsed<T>): Parsed<T> {
  if ('error' in document)
    return { ok: false, error: `${what}: cannot read ${document.source}: ${document.error}` };
  const result = parse(document.json);
  return result.ok ? result : { ok: false, error: `${what} (${document.source}): ${result.error}` };
}

const deployedRemote = (document: FetchedDocument, name: string) =>
  parsed(document, `deployed ${name}`, (manifest) => parseRemoteDeclaration(declarationOfManifest(manifest)));

/** The deployed remotes other than the one being replaced, each checked against the new remote's pages. */
function otherRemotesFindings(next: RemoteDeclaration, deployment: Deployment, verdict: Verdict): void {
  for (const [name, document] of Object.entries(deployment.remotes)) {
    if (name === next.remote) continue;
    const other = deployedRemote(document, name);
    if (other.ok) verdict.failures.push(...pathCollisions(next, other.value));
    else verdict.failures.push(other.error);
  }
}

/**
 * The deployed version of the remote being replaced only tells which pages disappear. It is not required: redeploying
 * a remote whose current build is gone or broken is exactly when a deploy must not be blocked.
 */
function replacedRemoteFindings(next: RemoteDeclaration, deployment: Deployment, verdict: Verdict): void {
  const current = deployment.remotes[next.remote];
  if (!current) return;
  const deployed = deployedRemote(current, next.remote);
  if (deployed.ok) verdict.notes.push(...droppedPages(next, deployed.value));
  else verdict.notes.push(`${deployed.error}; the pages the new build drops cannot be listed`);
}

/** The new remote's declaration, with the manifest it came in (whose `exposes` the declared pages must be in). */
const shippingRemote = (candidate: FetchedDocument) =>
  parsed(candidate, 'the remote about to ship', (manifest) => {
    const declaration = parseRemoteDeclaration(declarationOfManifest(manifest));
    return declaration.ok ? { ok: true, value: { declaration: declaration.value, manifest } } : declaration;
  });

export function canDeploy(candidate: FetchedDocument, deployment: Deployment): Verdict {
  const verdict: Verdict = { failures: [], notes: [] };
  const shipping = shippingRemote(candidate);
  if (!shipping.ok) return { ...verdict, failures: [shipping.error] };
  const { declaration: next, manifest } = shipping.value;
  const remote = next.remote;

  const names = Object.keys(deployment.remotes);
  if (!names.includes(remote))
    verdict.failures.push(`${remote} is not one of the config's remotes (${names.join(', ')})`);

  const shell = parsed(deployment.shell, 'the deployed shell', parseShellDeclaration);
  if (shell.ok) {
    sharedFindings(remote, next.shared, shell.value, verdict);
    if (next.contract > shell.value.contract)
      verdict.failures.push(
        `${remote} declares contract ${next.contract}, the deployed shell reads up to ${shell.value.contract}: ` +
          'it would not show its pages (deploy the shell first)',
      );
  } else verdict.failures.push(shell.error);

  verdict.failures.push(...missingExposes(next, manifest));
  otherRemotesFindings(next, deployment, verdict);
  replacedRemoteFindings(next, deployment, verdict);

  const firstPaint = next.firstPaint;
  if (firstPaint && firstPaint.contract !== FIRST_PAINT_CONTRACT)
    verdict.failures.push(
      `${remote}'s first-view renderer is contract ${firstPaint.contract}, the first-view server knows ` +
        `${FIRST_PAINT_CONTRACT}: the first-view server would refuse its renderer`,
    );
  return verdict;
}
