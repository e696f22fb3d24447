import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { REMOTE_NAMES, type DeploymentChange, type RemoteCanary, type RemoteName } from 'shared-contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { EnvironmentVariables } from '../config/env.js';
import { NotificationOutbox } from '../notifications/outbox.service.js';
import { canaryVerdict, type CanaryCounts } from './canary-verdict.js';
import { EnvironmentFolder } from './environment-folder.js';

/** pg_advisory_xact_lock key of the check: one instance at a time compares and writes (an arbitrary constant). */
const CHECK_LOCK = 46_046_046;
/** Who the deployment log names for the watch's changes. */
export const CANARY_WATCH = 'canary watch (API)';

export interface CanaryOutcome {
  remote: RemoteName;
  version: string;
  rolledBack: boolean;
  reason: string;
}

/** A remote's package folder name (mf_admin_inquiries → mf-admin-inquiries), as the commands and the log name it. */
const packageOf = (remote: RemoteName) => remote.replace(/_/g, '-');

/**
 * Issue 46: rolls a failing canary back by itself. Every CANARY_CHECK_EVERY_MS it compares each canary of the
 * environment in CANARY_ENVIRONMENT_DIR with its stable version: errors per page load from the visitors' reports (issue
 * 45, stored per remote version and day) since the day the canary started. Once the canary has CANARY_MIN_ERRORS
 * errors and its rate exceeds the stable version's by more than CANARY_ERROR_MARGIN, it removes the canary from the
 * environment's config.json (its browsers load the stable version at their next navigation), records why in the
 * deployment log and e-mails the staff list through the outbox.
 *
 * Several instances: the check runs under a transaction-scoped advisory lock, which one instance takes and the others
 * skip, and the e-mail is queued in that transaction; an instance that runs after it finds the canary gone from the
 * config. A command changing the environment at that moment holds its .lock file: the check leaves it to the next round.
 */
@Injectable()
export class CanaryWatchService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CanaryWatchService.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly env: EnvironmentVariables,
    private readonly outbox: NotificationOutbox,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.env.CANARY_CHECK_EVERY_MS;
    if (!this.env.CANARY_ENVIRONMENT_DIR || every === 0) return;
    this.timer = setInterval(() => void this.checkQuietly(), every);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async checkQuietly(): Promise<void> {
    try {
      await this.check();
    } catch (error) {
      this.logger.warn(`The canaries were not checked this time: ${String(error)}`);
    }
  }

  /** Compares every canary running now with its stable version; rolls back those past the margin. */
  async check(now: Date = new Date()): Promise<CanaryOutcome[]> {
    const dir = this.env.CANARY_ENVIRONMENT_DIR;
    if (!dir) return [];
    const folder = new EnvironmentFolder(dir);
    let queued = false;
    const outcomes = await this.db.transaction(async (manager) => {
      const [{ locked }] = (await manager.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [
        CHECK_LOCK,
      ])) as [{ locked: boolean }];
      if (!locked) return [];
      const config = await folder.config();
      const results: CanaryOutcome[] = [];
      for (const remote of REMOTE_NAMES) {
        const canary = config?.canaries?.[remote];
        if (!canary || !config) continue;
        const verdict = canaryVerdict(await this.counts(manager, remote, canary), {
          minErrors: this.env.CANARY_MIN_ERRORS,
          margin: this.env.CANARY_ERROR_MARGIN,
        });
        let rolledBack = false;
        if (verdict.rollBack) {
          const change = await this.change(
            folder,
            remote,
            canary,
            config.remotes[remote],
            verdict.reason,
            now,
          );
          rolledBack =
            (await folder.exclusively(() => folder.removeCanary(remote, canary.version, change))) === true;
          if (rolledBack) {
            this.logger.warn(
              `Rolled back the canary of ${change.package} ${canary.version}: ${verdict.reason}`,
            );
            if (this.outbox.active) {
              await this.outbox.enqueue(manager, [
                {
                  kind: 'staff-canary-rollback',
                  payload: {
                    environment: folder.name,
                    package: change.package,
                    canaryVersion: canary.version,
                    stable: change.to.version ?? change.to.url,
                    reason: verdict.reason,
                    at: change.at,
                  },
                },
              ]);
              queued = true;
            }
          }
        }
        results.push({ remote, version: canary.version, rolledBack, reason: verdict.reason });
      }
      return results;
    });
    if (queued) this.outbox.afterCommit();
    return outcomes;
  }

  /** Errors and page loads of the canary's version and of the remote's other versions since the canary's day. */
  private async counts(
    manager: EntityManager,
    remote: RemoteName,
    canary: RemoteCanary,
  ): Promise<CanaryCounts> {
    const since = canary.since.slice(0, 10);
    const sum = async (table: string, extra: string): Promise<{ canary: number; stable: number }> => {
      const rows: { is_canary: boolean; n: number }[] = await manager.query(
        `SELECT remote_version = $2 AS is_canary, sum(count)::int AS n FROM ${table}
          WHERE remote = $1 AND day >= $3::date ${extra} GROUP BY 1`,
        [remote, canary.version, since],
      );
      return {
        canary: rows.find((row) => row.is_canary)?.n ?? 0,
        stable: rows.find((row) => !row.is_canary)?.n ?? 0,
      };
    };
    const errors = await sum('visitor_error_day', '');
    const loads = await sum('visitor_vital_day', `AND metric = 'LCP'`);
    return {
      canary: { errors: errors.canary, loads: loads.canary },
      stable: { errors: errors.stable, loads: loads.stable },
    };
  }

  private async change(
    folder: EnvironmentFolder,
    remote: RemoteName,
    canary: RemoteCanary,
    stableUrl: string,
    reason: string,
    now: Date,
  ): Promise<DeploymentChange> {
    const pkg = packageOf(remote);
    const releasesUrl = await folder.releasesUrl();
    const prefix = releasesUrl ? `${releasesUrl}${pkg}/` : undefined;
    const stableVersion =
      prefix && stableUrl.startsWith(prefix) && stableUrl.endsWith('/mf-manifest.json')
        ? stableUrl.slice(prefix.length, -'/mf-manifest.json'.length)
        : undefined;
    return {
      kind: 'canary-rollback',
      at: now.toISOString(),
      who: CANARY_WATCH,
      package: pkg,
      remote,
      from: { url: canary.manifest, version: canary.version },
      to: { url: stableUrl, ...(stableVersion ? { version: stableVersion } : {}) },
      reason,
    };
  }
}
