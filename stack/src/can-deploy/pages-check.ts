import type { RemoteDeclaration } from 'shared-contracts';

/** The modules a manifest exposes, by expose name (its `exposes[].path` is `./Inquiries`). */
function exposedNames(manifest: unknown): Set<string> {
  const exposes = (manifest as { exposes?: unknown } | undefined)?.exposes;
  if (!Array.isArray(exposes)) return new Set();
  return new Set(
    exposes.flatMap((expose: { path?: unknown }) =>
      typeof expose?.path === 'string' ? [expose.path.replace(/^\.\//, '')] : [],
    ),
  );
}

/**
 * Declared pages and extensions whose module the build does not expose: the shell would show a menu entry that
 * fails with `Module "./X" does not exist in container`.
 */
export function missingExposes(next: RemoteDeclaration, manifest: unknown): string[] {
  const exposed = exposedNames(manifest);
  const missing = (expose: string) => !exposed.has(expose);
  return [
    ...next.pages
      .filter((page) => missing(page.expose))
      .map(
        (page) =>
          `${next.remote} declares page ${page.path} as ./${page.expose}, which its manifest does not expose`,
      ),
    ...next.extensions
      .filter((extension) => missing(extension.expose))
      .map(
        (extension) =>
          `${next.remote} declares its ${extension.slot} extension as ./${extension.expose}, which its manifest does not expose`,
      ),
  ];
}

/** Paths of the new remote that another deployed remote already serves: the shell can mount only one of them. */
export function pathCollisions(next: RemoteDeclaration, other: RemoteDeclaration): string[] {
  const taken = new Map(other.pages.map((page) => [page.path, page]));
  return next.pages.flatMap((page) => {
    const owner = taken.get(page.path);
    return owner
      ? [
          `${next.remote} declares ${page.path}, which deployed ${other.remote} already serves (${owner.label})`,
        ]
      : [];
  });
}

/** Pages of the deployed version that the new one no longer declares: allowed, their menu entries disappear. */
export function droppedPages(next: RemoteDeclaration, deployed: RemoteDeclaration): string[] {
  const kept = new Set(next.pages.map((page) => page.path));
  return deployed.pages
    .filter((page) => !kept.has(page.path))
    .map(
      (page) => `${next.remote} no longer declares ${page.path} (${page.label}): its menu entry disappears`,
    );
}
