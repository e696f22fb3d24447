/** Building a package for a release from this tree: turbo (the package and what it needs), its commit and version. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Build } from './releases';
import { releaseVersion } from './version';

const git = (root: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** Runs the package's production build; turbo builds the packages it depends on first (and reuses its cache). */
export function buildPackage(root: string, pkg: string): void {
  execFileSync('npx', ['turbo', 'run', 'build', `--filter=${pkg}`], { cwd: root, stdio: 'inherit' });
}

/** The build in `<root>/<pkg>` as a release to be: this tree's commit, whether the package has uncommitted changes. */
export function describeBuild(root: string, pkg: string, now = new Date()): Build {
  const dir = path.join(root, pkg);
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const commit = git(root, 'rev-parse', 'HEAD');
  const dirty = git(root, 'status', '--porcelain', '--', pkg) !== '';
  return { package: pkg, version: releaseVersion(version, commit, now), commit, dirty, createdAt: now, dir };
}

/** Who changes a deployment: DEPLOY_USER, else git's user.name <user.email>, else the login name. */
export function whoDeploys(root: string, env: Record<string, string | undefined>): string {
  if (env.DEPLOY_USER) return env.DEPLOY_USER;
  const read = (key: string) => {
    try {
      return git(root, 'config', key);
    } catch {
      return '';
    }
  };
  const [name, email] = [read('user.name'), read('user.email')];
  if (name) return email ? `${name} <${email}>` : name;
  return env.USER ?? env.USERNAME ?? 'unknown';
}
