/**
 * Where a package's build outputs are read from when the stack is composed (issue 42). By default every package's
 * own folder in this tree. A team's check composes its package's fresh build with the rest of the site as last built
 * from main: STACK_REFERENCE names that reference build (a tree of the same layout, see reference/), and
 * STACK_UNDER_TEST the packages taken from this tree instead (comma-separated).
 */
import path from 'node:path';

const treeRoot = path.resolve(import.meta.dirname, '../..');

type Env = Record<string, string | undefined>;

/** The folder holding `pkg`'s dist/, dist-server/ (and, for the API, dist/main.js) in the composed stack. */
export function packageBuildDir(pkg: string, env: Env = process.env): string {
  const reference = env.STACK_REFERENCE;
  const underTest = (env.STACK_UNDER_TEST ?? '').split(',').filter(Boolean);
  return reference && !underTest.includes(pkg) ? path.join(reference, pkg) : path.join(treeRoot, pkg);
}

/** `pkg`'s browser build (what its static server or CDN serves). */
export const packageDist = (pkg: string, env: Env = process.env) =>
  path.join(packageBuildDir(pkg, env), 'dist');
