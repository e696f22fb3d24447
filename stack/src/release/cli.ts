/**
 * Releases and deployments of the remotes (issue 46), from the repository's root:
 *
 *   npm run release -- <package> [--no-build]                  build it and store it as a new version
 *   npm run releases -- <package>                              the versions the store holds
 *   npm run promote -- <package> <version> --to <environment>  point the environment at that version, if it fits
 *       [--canary <percent> [--staff]]                         ... for that share of browsers (and opted-in staff) only
 *   npm run rollback -- <package> --to <environment>           back to what it ran before its last change (or end its canary)
 *   npm run deployments -- <environment>                       the environment's deployment log
 *
 * The store: RELEASE_STORE (default .releases/; s3://bucket[/prefix] with S3_ENDPOINT, AWS_* credentials).
 * Environments: DEPLOY_ENVIRONMENTS (default .deployments/), a folder each (environment.ts). Exits 1 when refused
 * (the reasons on stderr), 2 when used wrongly. docs/releases.md.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildPackage, describeBuild, whoDeploys } from './build';
import { promote, rollback, type Outcome } from './deploy';
import { Environment, type Change } from './environment';
import { listReleases, publish } from './releases';
import { releaseStoreFromEnv } from './store-from-env';
import { isReleaseVersion } from './version';

const root = path.resolve(import.meta.dirname, '../../..');
const cwd = process.env.INIT_CWD ?? process.cwd();

const USAGE: Record<string, string> = {
  release: 'npm run release -- <package> [--no-build]',
  releases: 'npm run releases -- <package>',
  promote: 'npm run promote -- <package> <version> --to <environment> [--canary <percent 0-100> [--staff]]',
  rollback: 'npm run rollback -- <package> --to <environment>',
  deployments: 'npm run deployments -- <environment>',
};

const [command = '', ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: {
    to: { type: 'string' },
    'no-build': { type: 'boolean' },
    canary: { type: 'string' },
    staff: { type: 'boolean' },
  },
});

function usage(): never {
  console.error(`Usage: ${USAGE[command] ?? Object.values(USAGE).join('\n       ')}`);
  process.exit(2);
}

const store = () => releaseStoreFromEnv(process.env, root);
const environmentsDir = path.resolve(cwd, process.env.DEPLOY_ENVIRONMENTS ?? path.join(root, '.deployments'));
const environment = (name: string) => new Environment(environmentsDir, name);

function report(outcome: Outcome, environmentName: string): void {
  for (const note of outcome.done ? (outcome.change.verdict?.notes ?? []) : outcome.notes)
    console.log(`note: ${note}`);
  if (!outcome.done) {
    for (const reason of outcome.reasons) console.error(`does not fit: ${reason}`);
    console.error(`${environmentName} is unchanged: ${outcome.reasons.length} problem(s) above.`);
    process.exit(1);
  }
  const { change } = outcome;
  console.log(`${environmentName}: ${describeChange(change)}`);
}

const share = (change: Change) =>
  change.canary
    ? ` for ${change.canary.percent}% of browsers${change.canary.staff ? ' and opted-in staff' : ''}`
    : '';

function describeChange(change: Change): string {
  return (
    `${change.package} ${change.from.version ?? change.from.url} -> ${change.to.version ?? change.to.url}` +
    ` (${change.kind}${share(change)})`
  );
}

async function main(): Promise<void> {
  const who = whoDeploys(root, process.env);
  switch (command) {
    case 'release': {
      const [pkg] = positionals;
      if (positionals.length !== 1 || !/^[\w-]+$/.test(pkg!)) usage();
      if (!values['no-build']) buildPackage(root, pkg!);
      const manifest = await publish(store(), describeBuild(root, pkg!));
      console.log(
        `Released ${pkg} ${manifest.version} (${Object.keys(manifest.files).length} files, commit ${manifest.commit.slice(0, 7)}` +
          `${manifest.dirty ? ', with uncommitted changes' : ''}) to ${store().location}`,
      );
      return;
    }
    case 'releases': {
      if (positionals.length !== 1) usage();
      for (const manifest of await listReleases(store(), positionals[0]!))
        console.log(
          `${manifest.version}  ${manifest.createdAt}  ${manifest.commit.slice(0, 7)}${manifest.dirty ? ' (dirty)' : ''}`,
        );
      return;
    }
    case 'promote': {
      const [pkg, version] = positionals;
      if (positionals.length !== 2 || !values.to || !isReleaseVersion(version!)) usage();
      const percent = values.canary === undefined ? undefined : Number(values.canary);
      if (percent !== undefined && !(Number.isFinite(percent) && percent >= 0 && percent <= 100)) usage();
      if (values.staff && percent === undefined) usage();
      report(
        await promote({
          store: store(),
          environment: environment(values.to!),
          pkg: pkg!,
          version: version!,
          who,
          ...(percent !== undefined ? { canary: { percent, staff: values.staff ?? false } } : {}),
        }),
        values.to!,
      );
      return;
    }
    case 'rollback': {
      if (positionals.length !== 1 || !values.to) usage();
      report(
        await rollback({ store: store(), environment: environment(values.to!), pkg: positionals[0]!, who }),
        values.to!,
      );
      return;
    }
    case 'deployments': {
      if (positionals.length !== 1) usage();
      const log = await environment(positionals[0]!).log();
      if (!log.length) console.log(`${positionals[0]}: no deployment recorded yet`);
      for (const change of log) {
        const verdict = change.verdict
          ? `  (can-deploy: fits${change.verdict.notes.length ? `, ${change.verdict.notes.length} note(s)` : ''})`
          : '';
        console.log(
          `${change.at}  ${change.kind.padEnd(15)} ${change.package}  ${change.from.version ?? change.from.url} -> ` +
            `${change.to.version ?? change.to.url}${share(change)}  by ${change.who}${verdict}` +
            `${change.reason ? `  reason: ${change.reason}` : ''}`,
        );
      }
      return;
    }
    default:
      usage();
  }
}

// A refusal or a setting it cannot work with (an unknown environment, a missing build) is one line, not a stack trace.
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
