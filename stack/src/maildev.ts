import path from 'node:path';
import { answersOk, isListening, waitFor } from './net';
import { startProcess, type StartHooks } from './processes';

export interface MailDevOptions {
  rootDir: string;
  smtpPort: number;
  webPort: number;
}

/** The local mail server's program (maildev-server/main.ts: loopback only, closed to other sites' pages). */
const ENTRY = path.join(import.meta.dirname, 'maildev-server', 'main.ts');

/**
 * The local mail server of the new-quote e-mails (npm `maildev`): SMTP for the API, a web inbox and its REST API
 * (/api/email) for people and the e2e tests. Reused when both ports already answer (a developer's own MailDev).
 */
export async function ensureMailDev(
  options: MailDevOptions,
  hooks: StartHooks,
): Promise<void> {
  const web = `http://127.0.0.1:${options.webPort}`;
  if ((await isListening(options.smtpPort)) && (await answersOk(`${web}/api/email`))) {
    console.log(`MailDev: reusing the one already listening on ${web}`);
    return;
  }
  console.log('MailDev: starting...');
  // node itself with tsx as a loader, like the shell server: npm's wrapper would end it on SIGTERM before it closed.
  const proc = startProcess(
    'maildev',
    process.execPath,
    ['--import', 'tsx', ENTRY, String(options.smtpPort), String(options.webPort)],
    { cwd: options.rootDir, env: process.env, onUnexpectedExit: hooks.onUnexpectedExit },
  );
  hooks.onStart(proc);
  await waitFor('MailDev', () => answersOk(`${web}/api/email`), 30_000);
}
