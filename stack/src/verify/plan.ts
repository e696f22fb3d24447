/**
 * What `npm run verify -- <package>` runs for each package (issue 42): a pure description, so the choice of stages,
 * filters and journeys is tested without running any of them.
 */
import { REMOTES } from '../../../stack.config';

export type PackageKind = 'remote' | 'shell' | 'api' | 'library' | 'tooling';

/**
 * Libraries every front-end package builds in: a change there is checked through all of their consumers. The shell's
 * server counts as one: every build writes its security headers with it, and every journey goes through it.
 */
const LIBRARIES = ['shared-contracts', 'web-kit', 'shell-server'];
const TOOLING = ['stack', 'e2e'];

export const VERIFIABLE_PACKAGES = [
  'shell',
  'api',
  ...REMOTES.map((remote) => remote.pkg),
  ...LIBRARIES,
  ...TOOLING,
];

export function kindOf(pkg: string): PackageKind {
  if (REMOTES.some((remote) => remote.pkg === pkg)) return 'remote';
  if (pkg === 'shell' || pkg === 'api') return pkg;
  if (LIBRARIES.includes(pkg)) return 'library';
  if (TOOLING.includes(pkg)) return 'tooling';
  throw new Error(`unknown package "${pkg}": one of ${VERIFIABLE_PACKAGES.join(', ')}`);
}

export interface VerifyPlan {
  pkg: string;
  kind: PackageKind;
  /** turbo's --filter for typecheck, unit tests and build: the package, or a library with everything built on it. */
  filter: string;
  /** Composed with the reference deployment (main's build) rather than with this tree's builds of the others. */
  usesReference: boolean;
  /** Whether it ships a deployable build that can-deploy checks against the reference. */
  deployCheck: 'remote' | 'shell' | 'api' | 'none';
  /** Playwright projects (tests/<owner>/); empty for tooling, every project (undefined) for a library. */
  journeys: string[] | 'all';
}

export function planFor(pkg: string): VerifyPlan {
  const kind = kindOf(pkg);
  switch (kind) {
    case 'remote':
    case 'shell':
      return {
        pkg,
        kind,
        filter: pkg,
        usesReference: true,
        deployCheck: kind,
        journeys: ['composition', pkg],
      };
    case 'api':
      return {
        pkg,
        kind,
        filter: pkg,
        usesReference: true,
        deployCheck: 'none',
        journeys: ['composition', pkg],
      };
    case 'library':
      return { pkg, kind, filter: `...${pkg}`, usesReference: false, deployCheck: 'none', journeys: 'all' };
    case 'tooling':
      return { pkg, kind, filter: pkg, usesReference: false, deployCheck: 'none', journeys: [] };
  }
}
