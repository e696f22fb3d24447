import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { EnvironmentVariables } from '../config/env.js';

/**
 * The SMTP connection (nodemailer) of SMTP_URL, or nothing: without SMTP_URL e-mail notifications are off, which
 * is logged once at start, and quotes are stored exactly as before.
 */
@Injectable()
export class MailTransportService implements OnApplicationShutdown {
  private readonly logger = new Logger('Notifications');
  private readonly transporter: Transporter | null;

  constructor(env: EnvironmentVariables) {
    if (!env.SMTP_URL) {
      this.logger.warn('E-mail notifications are off: SMTP_URL is not set (quotes are still stored).');
      this.transporter = null;
      return;
    }
    this.transporter = nodemailer.createTransport({
      url: env.SMTP_URL,
      // One reused connection: the worker sends one e-mail at a time anyway.
      pool: true,
      maxConnections: 1,
      // A mail server that is down or frozen fails the attempt quickly; the outbox retries it later.
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 15_000,
    });
    this.logger.log(`E-mail notifications are on (SMTP ${redact(env.SMTP_URL)}).`);
  }

  get enabled(): boolean {
    return this.transporter !== null;
  }

  async send(message: SendMailOptions): Promise<void> {
    if (!this.transporter) throw new Error('E-mail notifications are off');
    await this.transporter.sendMail(message);
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
  }
}

/** The SMTP URL without its password, for the log. */
function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
