/**
 * The Module Federation runtime plugin of every remote (rspack.base.ts writes its data): lets a remote deployed on
 * its own meet a shell built from other sources (issue 25). A library shared as a subset (antd, its icons,
 * firebase/auth, React Query) is taken from the shell only when the shell's loaded copy exports every name the
 * remote imports and its version is in the remote's range; otherwise the remote uses its own copy, which its build
 * contains. It is shared-contracts' sharedFit rule for these libraries (`npm run can-deploy` runs sharedFit itself;
 * a test holds both to the same verdicts), written out here because this code is in every remoteEntry.js. Libraries that must be one per page
 * (React, web-kit, ...) are shared with `strictVersion`: the runtime refuses a copy out of range with an error that
 * names both versions, and the shell's fallback says the section needs a newer site.
 */
import type { SemverCheck, SharedNeed } from 'shared-contracts/federation';

/** The runtime's arguments as far as this plugin uses them (the MF runtime's own types are not a web-kit dependency). */
interface ShareEntry {
  /** The loaded copy's module factory; undefined until some build has loaded it. */
  lib?: () => unknown;
}
interface ResolveShareArgs {
  pkgName: string;
  version: string;
  resolver: () => { shared: ShareEntry } | undefined;
}

export interface FederationPlugin {
  name: string;
  resolveShare(args: ResolveShareArgs): ResolveShareArgs;
}

/** The names a loaded copy exports; undefined when it is not loaded yet (its names cannot be known synchronously). */
function exportedNames(entry: ShareEntry): string[] | undefined {
  const exports = typeof entry.lib === 'function' ? entry.lib() : undefined;
  return exports && typeof exports === 'object' ? Object.keys(exports) : undefined;
}

/**
 * `needs`: the remote's subset libraries (range and imported names). `satisfies` is the Module Federation runtime's
 * own semver check (the generated module passes it in).
 */
export function sharedFitPlugin(
  { container, needs }: { container: string; needs: Record<string, SharedNeed> },
  satisfies: SemverCheck,
): FederationPlugin {
  const ownCopies = new Set<string>();
  return {
    name: 'site-shared-fit',
    resolveShare(args) {
      const need = needs[args.pkgName];
      if (!need) return args;
      const resolve = args.resolver;
      args.resolver = () => {
        // No entry: the runtime falls back to the copy in the remote's own build.
        if (ownCopies.has(args.pkgName)) return undefined;
        const picked = resolve();
        if (!picked) return picked;
        const names = exportedNames(picked.shared);
        const missing = names ? (need.names ?? []).filter((name) => !names.includes(name)) : ['?'];
        if (satisfies(args.version, need.requiredVersion) && missing.length === 0) return picked;
        ownCopies.add(args.pkgName);
        console.info(
          `[${container}] uses its own ${args.pkgName} ${args.version}; the shell's lacks: ${missing.join(', ')}`,
        );
        return undefined;
      };
      return args;
    },
  };
}
