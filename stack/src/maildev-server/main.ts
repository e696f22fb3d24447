/**
 * The local mail server of the new-quote e-mails (npm `maildev`: SMTP, web inbox and its REST API at /api/email),
 * as the launcher runs it: both ports on 127.0.0.1 only, and the inbox closed to other sites' pages (MailDev itself
 * allows every origin with credentials and has no setting against it). Usage: main.ts <smtp port> <web port>.
 */
import { MailDev } from 'maildev';
import { acceptOnlyLocalPages } from './local-only';

const [smtp, web] = process.argv.slice(2).map(Number);
if (!smtp || !web) throw new Error('usage: maildev-server/main.ts <smtp port> <web port>');

const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
const servers = await maildev.start();
acceptOnlyLocalPages(servers.api!.server.server, web);
console.log(`MailDev on 127.0.0.1: SMTP ${smtp}, inbox http://127.0.0.1:${web}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void maildev.stop().finally(() => process.exit(0));
  });
}
