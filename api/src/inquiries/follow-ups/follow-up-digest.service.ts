import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { businessClock, type FollowUpDigest, type FollowUpDigestLead } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { MailTransportService } from '../../notifications/mail-transport.service.js';
import { NotificationOutbox } from '../../notifications/outbox.service.js';
import { SettingsService } from '../../settings/settings.service.js';

/** The digest goes out at this hour of the business's morning (its time zone, a setting), or at the first check after. */
export const DIGEST_HOUR = 7;
const CHECK_EVERY_MS = 10 * 60 * 1000;

/**
 * The daily e-mail of each staff member who wants it (issue 32, Settings > Notifications): their leads whose
 * follow-up day has come, and the leads waiting in New for more than a day that are theirs or nobody's. Queued in the
 * outbox once per member and business day (a row of follow_up_digest_day claims it, so two instances or a restart
 * never send it twice); nothing is sent when nothing is waiting.
 */
@Injectable()
export class FollowUpDigestService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(FollowUpDigestService.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: SettingsService,
    private readonly outbox: NotificationOutbox,
    private readonly mail: MailTransportService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.mail.enabled) return;
    this.timer = setInterval(
      () => void this.sendDue().catch((error) => this.logger.error(error)),
      CHECK_EVERY_MS,
    );
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** The leads of one staff member's digest, due follow-ups first, then the longest waiting. */
  async selection(email: string, now: Date = new Date(), timeZone?: string): Promise<FollowUpDigestLead[]> {
    const zone = timeZone ?? (await this.settings.timeZone());
    const rows: (Omit<FollowUpDigestLead, 'receivedAt'> & { receivedAt: Date })[] = await this.db.query(
      `SELECT id, name, project_type AS "projectType", created_at AS "receivedAt",
              to_char(follow_up_on, 'YYYY-MM-DD') AS "followUpOn",
              CASE WHEN assignee_email = $1 AND follow_up_on <= ($2::timestamptz AT TIME ZONE $3)::date
                   THEN 'due' ELSE 'waiting' END AS reason
       FROM inquiry
       WHERE (assignee_email = $1 AND follow_up_on <= ($2::timestamptz AT TIME ZONE $3)::date AND status <> 'Closed')
          OR (status = 'New' AND created_at < $2::timestamptz - interval '1 day'
              AND (assignee_email = $1 OR assignee_email IS NULL))
       ORDER BY reason ASC, follow_up_on ASC NULLS LAST, created_at ASC
       LIMIT 50`,
      [email.toLowerCase(), now, zone],
    );
    return rows.map((row) => ({ ...row, receivedAt: new Date(row.receivedAt).toISOString() }));
  }

  /** Queues today's digests not queued yet, once the business's morning has come; answers how many. */
  async sendDue(now: Date = new Date()): Promise<number> {
    const timeZone = await this.settings.timeZone();
    const { day, hour } = businessClock(now, timeZone);
    if (hour < DIGEST_HOUR || !this.mail.enabled) return 0;
    let queued = 0;
    for (const email of await this.settings.digestRecipients()) {
      const leads = await this.selection(email, now, timeZone);
      if (leads.length === 0) continue;
      const digest: FollowUpDigest = { to: email, day, leads };
      const claimed = await this.db.transaction(async (manager) => {
        const rows: unknown[] = await manager.query(
          `INSERT INTO follow_up_digest_day (email, day) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING email`,
          [email, day],
        );
        if (rows.length === 0) return false;
        await this.outbox.enqueue(manager, [{ kind: 'staff-digest', payload: { digest } }]);
        return true;
      });
      if (claimed) queued += 1;
    }
    if (queued > 0) this.outbox.afterCommit();
    return queued;
  }
}
