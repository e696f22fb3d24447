import {
  Injectable,
  Logger,
  Optional,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { adminInquiryPath, type BusinessContent } from 'shared-contracts';
import type { SendMailOptions } from 'nodemailer';
import { DataSource } from 'typeorm';
import { EnvironmentVariables } from '../config/env.js';
import { ContentService } from '../content/content.service.js';
import { ApiMetrics } from '../observability/metrics/api-metrics.js';
import { SettingsService } from '../settings/settings.service.js';
import { brandMarkAttachment } from './brand-mark.js';
import {
  greetingName,
  headerSafe,
  type EmailFooter,
  staffNewInquiryEmail,
  followUpDigestEmail,
  canaryRollbackEmail,
  staffReplyEmail,
  visitorConfirmationEmail,
} from './email-templates/index.js';
import type { OutboxEmailEntity } from './entities/outbox-email.entity.js';
import { MailTransportService } from './mail-transport.service.js';
import { parseOutboxJob, type OutboxJob, type ParsedOutboxJob } from './outbox-jobs.js';

/** A claimed row: its kind is a stored string and its payload stored JSON until parseOutboxJob says otherwise. */
type ClaimedEmail = Pick<OutboxEmailEntity, 'id' | 'payload' | 'attempts'> & { kind: string };
type ClaimedJob = { row: ClaimedEmail; parsed: ParsedOutboxJob };

/** Rows one claim takes; they are sent one by one, so a batch is at most this many SMTP round trips. */
const BATCH_SIZE = 50;
/**
 * Sent e-mails marked per UPDATE: few enough that a crash between sending and marking repeats at most this many,
 * enough to take most of the per-e-mail bookkeeping off the database.
 */
const SENT_MARKS_PER_UPDATE = 10;
/**
 * A new quote wakes the worker after this short pause instead of at once: under a burst the e-mails of many quotes
 * then go out in one claim (one query, one read of settings and contact) rather than one pass per quote.
 */
const WAKE_DELAY_MS = 100;
/**
 * How long a claimed row stays reserved for the worker that claimed it. Far longer than one send can take (the
 * transport's timeouts add up to about 25 s), so two workers never send the same row; if the process dies mid-batch
 * the rows become due again once it runs out.
 */
const LEASE_SECONDS = 60;

/** The per-batch facts the e-mails need: read once, not per e-mail. */
interface BatchContext {
  siteName: string;
  adminEmail: string;
  recipients: string[];
  phone: string;
  business: BusinessContent;
  /** The business's time zone (Settings > General, issue 32). */
  timeZone: string;
  /** Every e-mail's footer (issue 32): the stored contact content's address, phone and e-mail, and SITE_URL. */
  footer: EmailFooter;
  /** The brand's mark, attached inline to every e-mail (issue 32). */
  logo: Awaited<ReturnType<typeof brandMarkAttachment>>;
  /** The neighborhoods of the batch's ZIP codes that the service-area table names (the confirmations' summary). */
  neighborhoods: Map<string, string>;
}

/**
 * Delivers the outbox: claims due rows with FOR UPDATE SKIP LOCKED plus a lease (so several API instances, or one
 * restarted mid-way, never take the same row), sends each, and marks it sent; a failure is retried later with
 * exponential backoff, and given up (status failed, logged) after NOTIFY_MAX_ATTEMPTS or on a permanent SMTP refusal.
 * A row that is no job (its payload not of its kind's shape) or whose e-mail cannot be written is failed at once with
 * its reason (issue 48); each row's outcome is its own, so one row never holds up the rest of its batch.
 * No transaction is held while an e-mail is on the wire: on the embedded PGlite (one connection) that would stall
 * every request.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Notifications');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private pendingWake: NodeJS.Timeout | undefined;
  private again = false;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailTransportService,
    private readonly settings: SettingsService,
    private readonly content: ContentService,
    private readonly env: EnvironmentVariables,
    // Counts each attempt's outcome (issue 45); absent from apps built without the observability module.
    @Optional() private readonly metrics?: ApiMetrics,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.mail.enabled) return;
    this.timer = setInterval(() => this.wake(), this.env.NOTIFY_POLL_MS);
    this.timer.unref();
    this.wake(); // e-mails left over from before a restart
  }

  /** A delivery pass in a moment (see WAKE_DELAY_MS); wakes meanwhile join it. */
  wakeSoon(): void {
    if (this.stopped || !this.mail.enabled || this.pendingWake) return;
    this.pendingWake = setTimeout(() => {
      this.pendingWake = undefined;
      this.wake();
    }, WAKE_DELAY_MS);
  }

  /** Runs a delivery pass now, or right after the current one (rows committed meanwhile are not missed). */
  wake(): void {
    if (this.stopped || !this.mail.enabled) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.logger.error(`E-mail delivery pass failed: ${String(error)}`))
      .finally(() => {
        this.running = null;
      });
  }

  /** Stops claiming and lets the batch on the wire finish while the database is still open. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.pendingWake);
    await this.running;
  }

  /**
   * Runs delivery passes until every row this instance could claim now has an outcome (sent, failed, or retried
   * later), waiting first for a pass already running. Tests count e-mails after it instead of sleeping.
   */
  async deliverDue(): Promise<void> {
    if (!this.mail.enabled) return;
    while (this.running) await this.running;
    this.wake();
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      let batch: ClaimedEmail[];
      do {
        batch = await this.claim();
        if (batch.length === 0) break;
        const jobs = batch.map((row) => ({ row, parsed: parseOutboxJob(row.kind, row.payload) }));
        const context = await this.batchContext(jobs);
        let sent: string[] = [];
        try {
          for (const job of jobs) {
            if (await this.settle(job, context)) sent.push(job.row.id);
            if (sent.length === SENT_MARKS_PER_UPDATE) {
              await this.markSent(sent);
              sent = [];
            }
          }
        } finally {
          await this.markSent(sent);
        }
      } while (batch.length === BATCH_SIZE && !this.stopped);
    } while (this.again && !this.stopped);
  }

  /**
   * One row's outcome, whatever happens to it: true when it was sent. If even its bookkeeping fails (the database is
   * away), it is logged and the row stays leased until LEASE_SECONDS have passed; the batch goes on.
   */
  private async settle(job: ClaimedJob, context: BatchContext): Promise<boolean> {
    try {
      return await this.deliver(job, context);
    } catch (error) {
      this.logger.error(`E-mail ${job.row.id} (${job.row.kind}) left for a later claim: ${String(error)}`);
      return false;
    }
  }

  private async claim(): Promise<ClaimedEmail[]> {
    const [rows] = (await this.dataSource.query(
      `UPDATE "outbox_email"
          SET "locked_until" = now() + make_interval(secs => $1), "attempts" = "attempts" + 1
        WHERE "id" IN (
          SELECT "id" FROM "outbox_email"
           WHERE "status" = 'pending' AND "next_attempt_at" <= now()
             AND ("locked_until" IS NULL OR "locked_until" < now())
           ORDER BY "next_attempt_at"
           LIMIT $2
           FOR UPDATE SKIP LOCKED)
      RETURNING "id", "kind", "payload", "attempts"`,
      [LEASE_SECONDS, BATCH_SIZE],
    )) as [ClaimedEmail[], number];
    return rows;
  }

  private async batchContext(batch: ClaimedJob[]): Promise<BatchContext> {
    const zipCodes = batch.flatMap(({ parsed }) =>
      parsed.ok && parsed.job.kind === 'visitor-confirmation' ? [parsed.job.payload.inquiry.zipCode] : [],
    );
    const [staff, contact, business, timeZone, logo, neighborhoods] = await Promise.all([
      this.settings.staffRecipients(),
      this.content.get('contact'),
      this.content.get('business'),
      this.settings.timeZone(),
      brandMarkAttachment(),
      this.neighborhoods(zipCodes),
    ]);
    const footer = {
      address: contact.address,
      phone: contact.phone,
      email: contact.email,
      siteUrl: this.env.SITE_URL,
    };
    return { ...staff, phone: contact.phone, business, timeZone, footer, logo, neighborhoods };
  }

  /** The service-area table's neighborhood of each of these ZIP codes that has one: staff's words, not the visitor's. */
  private async neighborhoods(zipCodes: string[]): Promise<Map<string, string>> {
    if (zipCodes.length === 0) return new Map();
    const rows: { zipCode: string; neighborhood: string }[] = await this.dataSource.query(
      `SELECT "zip_code" AS "zipCode", "neighborhood" FROM "service_area_zip"
        WHERE "zip_code" = ANY($1::char(5)[]) AND "neighborhood" IS NOT NULL`,
      [[...new Set(zipCodes.filter((zip) => /^\d{5}$/.test(zip)))]],
    );
    return new Map(rows.map((row) => [row.zipCode, row.neighborhood]));
  }

  /** Sends one claimed e-mail; true when it went out (the caller marks it sent with the rest of the batch). */
  private async deliver({ row, parsed }: ClaimedJob, context: BatchContext): Promise<boolean> {
    if (row.attempts > this.env.NOTIFY_MAX_ATTEMPTS) {
      // Claimed more often than attempts allow: earlier claims ended with no outcome (the process died mid-send).
      await this.giveUp(row, `Claimed ${row.attempts} times without an outcome`);
      return false;
    }
    let message: SendMailOptions | null;
    try {
      if (!parsed.ok) throw new Error(parsed.reason);
      message = this.compose(parsed.job, row.id, context);
    } catch (error) {
      // The same row would fail the same way at every attempt: failed now, with why.
      await this.giveUp(row, `Cannot be written: ${reasonOf(error)}`);
      return false;
    }
    if (!message) {
      await this.markFailed(row, 'No staff recipient: the admin e-mail opted out of e-mails');
      return false;
    }
    try {
      await this.mail.send({ ...message, attachments: [context.logo] });
      this.metrics?.emailAttempt(row.kind, 'sent');
      return true;
    } catch (error) {
      const permanent = isPermanent(error);
      const giveUp = permanent || row.attempts >= this.env.NOTIFY_MAX_ATTEMPTS;
      const reason = reasonOf(error);
      if (giveUp) {
        await this.giveUp(row, reason);
      } else {
        this.logger.warn(
          `E-mail ${row.id} (${row.kind}) attempt ${row.attempts} failed, will retry: ${reason}`,
        );
        this.metrics?.emailAttempt(row.kind, 'retry');
        await this.retryLater(row, reason);
      }
      return false;
    }
  }

  /**
   * One UPDATE per SENT_MARKS_PER_UPDATE sent e-mails rather than one per e-mail: under a burst of quotes this
   * bookkeeping was half the worker's database work, competing with requests. Delivery stays at-least-once: if the
   * process dies between a send and this update, the lease runs out and those few e-mails go again, with the same
   * Message-ID. If only this update fails, the lease keeps them reserved (only a database broken for the whole lease
   * could resend).
   */
  private async markSent(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.dataSource.query(
      `UPDATE "outbox_email" SET "status" = 'sent', "sent_at" = now(), "locked_until" = NULL, "last_error" = NULL
        WHERE "id" = ANY($1::uuid[])`,
      [ids],
    );
  }

  /** The e-mail of a job; null when it has nobody to go to. */
  private compose(job: OutboxJob, id: string, context: BatchContext): SendMailOptions | null {
    const from = {
      name: headerSafe(context.siteName),
      address: this.env.MAIL_FROM ?? `no-reply@${this.env.COMPANY_DOMAIN}`,
    };
    // The same Message-ID on every attempt, so a mail system that sees a retry after a lost reply can drop it.
    const messageId = `<${id}@${this.env.COMPANY_DOMAIN}>`;
    switch (job.kind) {
      case 'staff-digest': {
        // Issue 32: a staff member's daily digest, to them; its links open each inquiry in the back office.
        const { digest } = job.payload;
        const email = followUpDigestEmail({
          siteName: context.siteName,
          footer: context.footer,
          digest,
          inquiryUrl: (inquiryId) => new URL(adminInquiryPath(inquiryId), this.env.SITE_URL).toString(),
        });
        return { from, to: digest.to, messageId, ...email };
      }
      case 'staff-new-inquiry': {
        const { inquiry, photoCount, language } = job.payload;
        if (context.recipients.length === 0) return null;
        const email = staffNewInquiryEmail({
          siteName: context.siteName,
          inquiry,
          inquiryUrl: new URL(adminInquiryPath(inquiry.id), this.env.SITE_URL).toString(),
          photoCount, // issue 31
          language, // issue 30: the form's language
          timeZone: context.timeZone,
          footer: context.footer,
        });
        // Reply-To the visitor: staff answer the customer straight from their mail program.
        const visitor = { name: headerSafe(inquiry.name), address: headerSafe(inquiry.email) };
        return { from, to: context.recipients, replyTo: visitor, messageId, ...email };
      }
      case 'staff-canary-rollback': {
        // Issue 46: the canary watch rolled a canary back; to the staff list, like a new inquiry's alert.
        if (context.recipients.length === 0) return null;
        const email = canaryRollbackEmail({
          siteName: context.siteName,
          footer: context.footer,
          ...job.payload,
        });
        return { from, to: context.recipients, messageId, ...email };
      }
      case 'staff-reply': {
        // Issue 32: what staff wrote in the inquiry, to the visitor; Reply-To the office, like the confirmation.
        const { inquiry, reply } = job.payload;
        const email = staffReplyEmail({
          siteName: context.siteName,
          projectType: inquiry.projectType,
          reply: reply.text,
          footer: context.footer,
        });
        return { from, to: headerSafe(inquiry.email), replyTo: context.adminEmail, messageId, ...email };
      }
      case 'visitor-confirmation': {
        const { inquiry, photoCount, language } = job.payload;
        const email = visitorConfirmationEmail({
          siteName: context.siteName,
          firstName: greetingName(inquiry.name),
          phone: context.phone,
          business: context.business,
          language,
          footer: context.footer,
          // Issue 32: "what you sent us", from facts the server vouches for only (see visitorConfirmationEmail).
          summary: {
            inquiryId: inquiry.id,
            receivedAt: inquiry.date,
            zipCode: inquiry.zipCode,
            neighborhood: context.neighborhoods.get(inquiry.zipCode),
            projectType: inquiry.projectType,
            photoCount,
            timeZone: context.timeZone,
          },
        });
        // To the bare address (a display name would repeat the visitor's text); Reply-To the office: a visitor's
        // reply reaches staff, not the no-reply sender. Written in the visitor's language (issue 30), and labelled.
        return {
          from,
          to: headerSafe(inquiry.email),
          replyTo: context.adminEmail,
          messageId,
          headers: { 'Content-Language': language },
          ...email,
        };
      }
    }
  }

  /** Failed for good, logged with why. */
  private async giveUp(row: ClaimedEmail, reason: string): Promise<void> {
    this.logger.error(`E-mail ${row.id} (${row.kind}) given up after ${row.attempts} attempt(s): ${reason}`);
    await this.markFailed(row, reason);
  }

  private async markFailed(row: ClaimedEmail, error: string): Promise<void> {
    this.metrics?.emailAttempt(row.kind, 'failed');
    await this.dataSource.query(
      `UPDATE "outbox_email" SET "status" = 'failed', "locked_until" = NULL, "last_error" = $2 WHERE "id" = $1`,
      [row.id, error.slice(0, 1000)],
    );
  }

  private async retryLater(row: ClaimedEmail, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "outbox_email"
          SET "next_attempt_at" = now() + make_interval(secs => $2), "locked_until" = NULL, "last_error" = $3
        WHERE "id" = $1`,
      [row.id, this.backoffMs(row.attempts) / 1000, error],
    );
  }

  /** base * 2^(attempt-1), capped, with +-20% jitter so instances that failed together do not retry in step. */
  private backoffMs(attempt: number): number {
    const exponential = this.env.NOTIFY_RETRY_BASE_MS * 2 ** Math.min(attempt - 1, 30);
    const capped = Math.min(exponential, this.env.NOTIFY_RETRY_MAX_MS);
    return Math.round(capped * (0.8 + Math.random() * 0.4));
  }
}

/** A 5xx SMTP reply (mailbox unknown, message refused) or a bad address will not get better by retrying. */
function isPermanent(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  if (code === 'EENVELOPE') return true;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/** An error's message, short enough for the row's last_error. */
function reasonOf(error: unknown): string {
  return String((error as Error | undefined)?.message ?? error).slice(0, 1000);
}
