import type { SharedNeed, SharedOffer } from './declaration.js';

/**
 * Whether a shared library the shell provides fits a remote's need, decided the same way in the browser (each
 * remote's runtime plugin, when it asks for a library shared as a subset) and before a deploy (`npm run
 * can-deploy`, which words the reasons). Structured rather than worded: this runs in every remoteEntry.js.
 */
export type SharedFit =
  /** The shell's copy serves the remote. */
  | { kind: 'shared' }
  /** The remote uses its own copy of the library, which its build contains (`missing`: names the shell lacks). */
  | { kind: 'own-copy'; missing: string[] }
  /** Neither works: the remote must not run against this shell. */
  | { kind: 'incompatible' };

/**
 * Libraries a remote may fall back to its own copy of. They hold no state that must be one per page, or the state is
 * handed over (the section providers give the remote's copy the shell's QueryClient and brand theme; Firebase Auth
 * keeps its one instance in the shared firebase/app). React, React DOM, zustand and web-kit hold the page's single
 * instances (the renderer, the stores, the session): a second copy would split them, so a mismatch there is refused.
 */
export const OWN_COPY_ALLOWED: ReadonlySet<string> = new Set([
  'antd',
  '@ant-design/icons',
  'firebase/auth',
  '@tanstack/react-query',
]);

/**
 * Whether `version` is in `range`: the Module Federation runtime's own `satisfy` (from '@module-federation/runtime'),
 * passed in, so this check and the runtime's choice of a shared copy read version ranges the same way.
 */
export type SemverCheck = (version: string, range: string) => boolean;

/** Whether the shell's copy of `library` (`offer`, undefined when unknown) serves a remote that needs `need`. */
export function sharedFit(
  library: string,
  need: SharedNeed,
  offer: SharedOffer | undefined,
  satisfies: SemverCheck,
): SharedFit {
  const versionFits = offer !== undefined && satisfies(offer.version, need.requiredVersion);
  const offered = offer?.names;
  const missing = need.names && offered ? need.names.filter((name) => !offered.includes(name)) : [];
  if (versionFits && (!need.names || offered) && missing.length === 0) return { kind: 'shared' };
  return OWN_COPY_ALLOWED.has(library) ? { kind: 'own-copy', missing } : { kind: 'incompatible' };
}
