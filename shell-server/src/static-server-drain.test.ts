import { mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, request, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStaticServer } from './static-server.js';

/** A GET that resolves with the answer and its whole body. */
function get(url: string): Promise<{ response: IncomingMessage; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ response, body }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Whether a new TCP connection to the port is accepted. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

function slowPageServer() {
  const root = mkdtempSync(path.join(tmpdir(), 'static-server-drain-'));
  writeFileSync(path.join(root, 'index.html'), '<html><head></head><body>page</body></html>');
  writeFileSync(path.join(root, 'file.txt'), 'a file');
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived: () => void = () => undefined;
  const pageAsked = new Promise<void>((resolve) => (arrived = resolve));
  const server = startStaticServer({
    root,
    port: 0,
    spa: true,
    // A page that takes as long as the test says (a first view being drawn).
    pageHtml: async (html) => {
      arrived();
      await released;
      return { html };
    },
  });
  return { server, release, pageAsked };
}

describe('static server drain (SIGTERM in production)', () => {
  it('takes no new connection, finishes the request in flight with Connection: close, then resolves', async () => {
    const { server: starting, release, pageAsked } = slowPageServer();
    const server = await starting;
    const inFlight = get(`${server.url}/gallery`);
    await pageAsked;
    expect(server.inFlight()).toBe(1);

    let drained = false;
    const draining = server.drain(10_000).then(() => (drained = true));
    expect(await accepts(server.port)).toBe(false);
    expect(drained).toBe(false);

    release();
    const { response, body } = await inFlight;
    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).toBe('close');
    expect(body).toContain('page');
    await draining;
    expect(server.inFlight()).toBe(0);
  });

  it('ends what is still running once the grace period is over', async () => {
    const { server: starting, pageAsked } = slowPageServer();
    const server = await starting;
    const inFlight = get(`${server.url}/`).then(
      () => 'answered',
      () => 'cut off',
    );
    await pageAsked;
    const started = Date.now();
    await server.drain(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await inFlight).toBe('cut off');
  });

  it('closes idle kept-alive connections at once', async () => {
    const { server: starting } = slowPageServer();
    const server = await starting;
    const agent = new Agent({ keepAlive: true });
    const socket = await new Promise<Socket>((resolve, reject) => {
      request(`${server.url}/file.txt`, { agent }, (response) => {
        const { socket } = response;
        response.resume();
        response.on('end', () => resolve(socket));
      })
        .on('error', reject)
        .end();
    });
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const started = Date.now();
    await server.drain(10_000);
    await closed;
    expect(Date.now() - started).toBeLessThan(5_000);
    agent.destroy();
  });
});
