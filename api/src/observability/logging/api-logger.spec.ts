import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pinoHttp } from 'pino-http';
import { createApiLogger, requestLogOptions } from './api-logger.js';

const VISITOR = {
  name: 'Maria Garza',
  email: 'maria.garza@example.com',
  phone: '(210) 555-0147',
  message: 'Please call after 5, the gate code is 4471',
};
const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';

describe("the API's log lines (issue 45)", () => {
  const lines: string[] = [];
  const logger = createApiLogger(
    { logFormat: 'json', logLevel: 'info', metricsToken: undefined },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  );
  const logRequest = pinoHttp(requestLogOptions(logger));
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      logRequest(req, res);
      req.resume();
      // What a route's code may log: an SMTP refusal quoting its recipient, a whole row, a staff member's token.
      req.log.warn(`550 rejected <${VISITOR.email}>, call ${VISITOR.phone}`);
      req.log.info({ inquiry: VISITOR, auth: { token: 'eyJhbGciOi.secret' } }, 'stored');
      req.on('end', () => res.writeHead(201).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("writes one line per request with its method, path, status, duration and the traceparent's trace id", async () => {
    await fetch(`${url}/api/public?q=${encodeURIComponent(VISITOR.email)}`, {
      method: 'POST',
      headers: {
        traceparent: `00-${TRACE_ID}-b7ad6b7169203331-01`,
        authorization: 'Bearer eyJhbGciOi.staff-token',
        'content-type': 'application/json',
      },
      body: JSON.stringify(VISITOR),
    });
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const request = entries.find((entry) => entry.status === 201);
    expect(request).toMatchObject({
      level: 'info',
      service: 'api',
      requestId: TRACE_ID,
      method: 'POST',
      path: '/api/public',
      status: 201,
      durationMs: expect.any(Number),
    });
    // The route's own lines carry the request id too.
    expect(entries.filter((entry) => entry.requestId === TRACE_ID)).toHaveLength(3);
  });

  it("never carries the visitor's e-mail, name, phone or message, nor a token", () => {
    const all = lines.join('');
    for (const secret of [VISITOR.email, VISITOR.name, VISITOR.phone, VISITOR.message, 'eyJhbGciOi'])
      expect(all).not.toContain(secret);
    expect(all).toContain('[email]');
    expect(all).toContain('[phone]');
  });
});
