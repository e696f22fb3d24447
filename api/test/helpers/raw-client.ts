import { Agent, request } from 'node:http';

export interface RawRequest {
  method: string;
  /** Sent as written: percent-encodings, odd characters and all. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export interface RawResponse {
  /** 0 when no answer came (connection error or timeout). */
  status: number;
  body: string;
}

/**
 * A bare HTTP client on keep-alive connections to a listening app: thousands of requests without a new socket (or a
 * new listening server, as supertest opens per request) each, and bodies sent byte for byte as given.
 */
export function rawClient(port: number, connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return {
    send(req: RawRequest, timeoutMs = 15_000): Promise<RawResponse> {
      return new Promise((resolve) => {
        const outgoing = request(
          { host: '127.0.0.1', port, agent, method: req.method, path: req.path, headers: req.headers },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
            );
            res.on('error', (error) => resolve({ status: 0, body: error.message }));
          },
        );
        outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
        outgoing.on('error', (error) => resolve({ status: 0, body: error.message }));
        outgoing.end(req.body);
      });
    },
    close(): void {
      agent.destroy();
    },
  };
}

/** A multipart/form-data body built by hand, so a test can send what no browser would. */
export function multipartBody(
  parts: { name: string; value: string | Buffer; filename?: string; contentType?: string }[],
): { body: Buffer; contentType: string } {
  const boundary = `----fuzz${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
