/**
 * The reference deployment a team's check composes its package with (issue 42): the shell, the remotes and the API
 * as last built from main, not rebuilt from the tree under test. It is a git worktree of main's commit under
 * .reference/tree (git-ignored), built once per commit of main; its packages resolve libraries from this tree's
 * node_modules (the installed dependencies) but its own workspace packages (shared-contracts, web-kit, ...) from the
 * worktree, through a node_modules of links.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../../../stack.config';

const treeRoot = path.resolve(import.meta.dirname, '../../..');
export const REFERENCE_DIR = path.join(treeRoot, '.reference');
/** The worktree whose builds are the reference (STACK_REFERENCE points here). */
export const REFERENCE_TREE = path.join(REFERENCE_DIR, 'tree');
const STAMP = path.join(REFERENCE_DIR, 'built-from.json');

/** The packages a composed site runs: each is taken from the reference unless it is the one under test. */
export const DEPLOYED_PACKAGES = ['shell', 'api', ...REMOTES.map((remote) => remote.pkg)];
/** Written by every build inside a package's node_modules: the worktree keeps its own. */
const GENERATED = new Set(['.shared', '.federation', '.cache']);

export interface Reference {
  dir: string;
  commit: string;
  /** False when the reference of that commit was already built. */
  built: boolean;
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: treeRoot, encoding: 'utf8' }).trim();

/** Main as the team last fetched it (origin/main), else the local main branch; VERIFY_REFERENCE overrides. */
export function defaultReferenceRef(env = process.env): string {
  if (env.VERIFY_REFERENCE) return env.VERIFY_REFERENCE;
  try {
    git('rev-parse', '--verify', '--quiet', 'origin/main^{commit}');
    return 'origin/main';
  } catch {
    return 'main';
  }
}

function builtCommit(): string | undefined {
  if (!existsSync(STAMP)) return undefined;
  return (JSON.parse(readFileSync(STAMP, 'utf8')) as { commit?: string }).commit;
}

function checkOut(commit: string): void {
  if (existsSync(path.join(REFERENCE_TREE, '.git'))) {
    execFileSync('git', ['checkout', '--quiet', '--force', '--detach', commit], { cwd: REFERENCE_TREE });
    execFileSync('git', ['clean', '--quiet', '-fdx', '-e', 'node_modules'], { cwd: REFERENCE_TREE });
    return;
  }
  rmSync(REFERENCE_TREE, { recursive: true, force: true });
  git('worktree', 'prune');
  git('worktree', 'add', '--quiet', '--detach', REFERENCE_TREE, commit);
}

/** node_modules of the worktree: its own workspace packages, and each package's own entries of this tree's. */
function linkModules(): void {
  const workspaces = (
    JSON.parse(readFileSync(path.join(REFERENCE_TREE, 'package.json'), 'utf8')) as {
      workspaces: string[];
    }
  ).workspaces;
  const modules = path.join(REFERENCE_TREE, 'node_modules');
  rmSync(modules, { recursive: true, force: true });
  mkdirSync(modules);
  // turbo's own package: its launcher warns and falls back to a global turbo when the repository has none.
  symlinkSync(path.join(treeRoot, 'node_modules', 'turbo'), path.join(modules, 'turbo'));
  for (const workspace of workspaces) {
    symlinkSync(path.join('..', workspace), path.join(modules, workspace));
    const own = path.join(treeRoot, workspace, 'node_modules');
    const target = path.join(REFERENCE_TREE, workspace, 'node_modules');
    rmSync(target, { recursive: true, force: true });
    if (!existsSync(own)) continue;
    mkdirSync(target);
    for (const entry of readdirSync(own))
      if (!GENERATED.has(entry)) symlinkSync(path.join(own, entry), path.join(target, entry));
  }
}

function build(): Promise<void> {
  const turbo = path.join(treeRoot, 'node_modules', '.bin', 'turbo');
  const filters = DEPLOYED_PACKAGES.map((pkg) => `--filter=${pkg}`);
  return new Promise((resolve, reject) => {
    const child = spawn(turbo, ['run', 'build', ...filters, '--output-logs=errors-only'], {
      cwd: REFERENCE_TREE,
      stdio: 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`the reference build failed (${code})`)),
    );
  });
}

/** The reference of `ref`'s commit, built unless it already is. */
export async function ensureReference(ref = defaultReferenceRef()): Promise<Reference> {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  if (builtCommit() === commit) return { dir: REFERENCE_TREE, commit, built: false };
  mkdirSync(REFERENCE_DIR, { recursive: true });
  rmSync(STAMP, { force: true });
  checkOut(commit);
  linkModules();
  await build();
  writeFileSync(STAMP, JSON.stringify({ ref, commit, builtAt: new Date().toISOString() }, null, 2) + '\n');
  return { dir: REFERENCE_TREE, commit, built: true };
}
