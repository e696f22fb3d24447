import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Header lines only (unfolded), for header-injection checks. */
  headers: string;
  messageId: string;
  subject: string;
  /** The decoded parts. */
  text: string;
  html: string;
  /** The attachments, inline images among them (issue 32: the logo). */
  attachments: { cid?: string; contentType: string; contentDisposition?: string; content: Buffer }[];
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

const header = (headers: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';

/** A small SMTP server that keeps every message it accepts, in memory (no auth, no TLS). */
export async function startSmtpSink(port: number): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
        // cid: links kept as sent (the logo), not replaced with data: URLs.
        simpleParser(raw, { keepCidLinks: true })
          .then((parsed) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              headers,
              messageId: header(headers, 'Message-ID'),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              attachments: parsed.attachments.map(({ cid, contentType, contentDisposition, content }) => ({
                cid,
                contentType,
                contentDisposition,
                content,
              })),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
