import { satisfy as satisfies } from '@module-federation/runtime';
import { sharedFit, type SharedNeed, type SharedOffer, type ShellDeclaration } from 'shared-contracts';
import type { Verdict } from './verdict';

/** Why the shell's copy of `library` does not serve the need (sharedFit says whether, this says why). */
function reasonOf(
  library: string,
  need: SharedNeed,
  offer: SharedOffer | undefined,
  missing: string[],
): string {
  if (!offer) return `the shell does not say which ${library} it provides`;
  if (!satisfies(offer.version, need.requiredVersion))
    return `${library} ${need.requiredVersion} is needed, the shell provides ${offer.version}`;
  if (need.names && !offer.names) return `the shell does not say which names of ${library} it provides`;
  return `the shell's ${library} lacks ${missing.join(', ')}`;
}

/**
 * Why `remote` cannot run with the shell's copy of `library`, and what to do about it. A version outside the range
 * names both versions (web-kit's case above all: "needs web-kit ^1.2.0, the shell provides 1.1.0"); whichever of
 * the two builds is older is the one to deploy again.
 */
function incompatibility(
  remote: string,
  library: string,
  need: SharedNeed,
  offer: SharedOffer | undefined,
  reason: string,
): string {
  if (!offer || satisfies(offer.version, need.requiredVersion))
    return `${remote} cannot use the shell's ${library}: ${reason}: deploy a shell that provides it first`;
  const shellIsOlder = satisfies(need.version, `>=${offer.version}`);
  const advice = shellIsOlder
    ? 'deploy the shell first'
    : `rebuild ${remote} with ${library} ${offer.version}`;
  return `${remote} needs ${library} ${need.requiredVersion}, the shell provides ${offer.version}: ${advice}`;
}

/**
 * Each shared library the remote needs against the shell's offer, decided by the same sharedFit the browser runs
 * when the remote asks for the library, so the check and the runtime agree.
 */
export function sharedFindings(
  remote: string,
  needs: Record<string, SharedNeed>,
  shell: ShellDeclaration,
  verdict: Verdict,
): void {
  for (const [library, need] of Object.entries(needs)) {
    const offer = shell.shared[library];
    const fit = sharedFit(library, need, offer, satisfies);
    if (fit.kind === 'own-copy')
      verdict.notes.push(
        `${remote} will load its own copy of ${library} (${reasonOf(library, need, offer, fit.missing)}): it works, its pages download more`,
      );
    else if (fit.kind === 'incompatible')
      verdict.failures.push(
        incompatibility(remote, library, need, offer, reasonOf(library, need, offer, [])),
      );
  }
}
