import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';
import { startStaticServer, type RunningServer } from './static-server.js';

describe('static server headHtml', () => {
  let server: RunningServer;
  const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  writeFileSync(path.join(root, 'index.html'), '<html><head><title>t</title></head><body></body></html>');
  writeFileSync(path.join(root, 'page.html'), '<html><head></head></html>');

  beforeAll(async () => {
    server = await startStaticServer({
      root,
      port: 0,
      spa: true,
      headHtml: async (urlPath) => `<meta name="route" content="${urlPath}">`,
    });
  });
  afterAll(() => server.close());

  it("adds the route's markup to index.html, for the root and for client-side routes, uncached", async () => {
    for (const route of ['/', '/gallery']) {
      const response = await fetch(server.url + route);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(
        `<html><head><title>t</title><meta name="route" content="${route}"></head><body></body></html>`,
      );
    }
  });

  it('leaves other files as they are', async () => {
    expect(await (await fetch(`${server.url}/page.html`)).text()).toBe('<html><head></head></html>');
  });
});

describe('static server pageHtml', () => {
  let server: RunningServer;
  const root = mkdtempSync(path.join(tmpdir(), 'static-server-page-'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<html><head></head><body><div id="root"></div></body></html>',
  );

  beforeAll(async () => {
    server = await startStaticServer({
      root,
      port: 0,
      spa: true,
      headHtml: async () => '<meta name="hint">',
      pageHtml: async (page, { urlPath, origin }) => ({
        html: page.replace('<div id="root"></div>', `<div id="root">${urlPath} at ${origin}</div>`),
        status: urlPath === '/nope' || urlPath === '/index.html' ? 404 : undefined,
      }),
    });
  });
  afterAll(() => server.close());

  it('hands index.html, with its head markup, to pageHtml with the path and the origin the request names', async () => {
    // fetch() sets Host itself: node:http lets a request name another.
    const body = await new Promise<string>((resolve, reject) => {
      const request = get(
        { port: server.port, host: '127.0.0.1', path: '/gallery', headers: { Host: 'www.example.com' } },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(text));
        },
      );
      request.on('error', reject);
    });
    expect(body).toBe(
      '<html><head><meta name="hint"></head><body><div id="root">/gallery at http://www.example.com</div></body></html>',
    );
  });

  it('answers with the status pageHtml gives, the page still sent', async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/nope`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('/nope at');
    expect((await fetch(`http://127.0.0.1:${server.port}/gallery`)).status).toBe(200);
    // A file asked for by its name is there, whatever pageHtml thinks of the path (the service worker's precache).
    expect((await fetch(`http://127.0.0.1:${server.port}/index.html`)).status).toBe(200);
  });
});

describe('static server compression', () => {
  let server: RunningServer;
  const root = mkdtempSync(path.join(tmpdir(), 'static-server-gz-'));
  const script = 'console.log("hello");\n'.repeat(200);
  writeFileSync(path.join(root, 'app.js'), script);
  writeFileSync(path.join(root, 'twin.js'), script);
  // Stands in for the build's Zopfli output: any valid gzip of the same bytes, told apart by its length.
  const twin = gzipSync(Buffer.from(script), { level: 1 });
  writeFileSync(path.join(root, 'twin.js.gz'), twin);
  const brotliTwin = brotliCompressSync(Buffer.from(script), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 1 },
  });
  writeFileSync(path.join(root, 'twin.js.br'), brotliTwin);

  beforeAll(async () => {
    server = await startStaticServer({ root, port: 0 });
  });
  afterAll(() => server.close());

  const get = (file: string) => fetch(`${server.url}/${file}`, { headers: { 'Accept-Encoding': 'gzip' } });

  it("serves a file's precompressed twin when the build wrote one", async () => {
    const response = await get('twin.js');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(Number(response.headers.get('content-length'))).toBe(twin.length);
    expect(await response.text()).toBe(script);
  });

  it("serves a browser that reads Brotli the file's Brotli twin", async () => {
    const response = await fetch(`${server.url}/twin.js`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(Number(response.headers.get('content-length'))).toBe(brotliTwin.length);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(script);
  });

  it('compresses with Brotli on the fly when there is no twin', async () => {
    const response = await fetch(`${server.url}/app.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe(script);
  });

  it('compresses on the fly when there is no twin', async () => {
    const response = await get('app.js');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(Number(response.headers.get('content-length'))).toBe(
      gzipSync(Buffer.from(script), { level: 9 }).length,
    );
    expect(await response.text()).toBe(script);
  });
});

describe('static server securityHeaders', () => {
  let server: RunningServer;
  const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  writeFileSync(path.join(root, 'index.html'), '<html><head><script>boot()</script></head></html>');
  writeFileSync(path.join(root, 'app.js'), 'run()');
  const seen: (string | undefined)[] = [];
  const paths: string[] = [];

  beforeAll(async () => {
    server = await startStaticServer({
      root,
      port: 0,
      spa: true,
      headHtml: async () => '<script>hint()</script>',
      securityHeaders: (html, urlPath) => {
        seen.push(html);
        paths.push(urlPath);
        return { 'Content-Security-Policy': html ? `script-src ${html.length}` : "default-src 'self'" };
      },
    });
  });
  afterAll(() => server.close());

  it('computes the page headers from the HTML as sent (with what the server added), and sends them', async () => {
    const response = await fetch(`${server.url}/admin`);
    const html = '<html><head><script>boot()</script><script>hint()</script></head></html>';
    expect(await response.text()).toBe(html);
    expect(seen.at(-1)).toBe(html);
    expect(response.headers.get('content-security-policy')).toBe(`script-src ${html.length}`);
    expect(paths.at(-1)).toBe('/admin');
  });

  it('sends the headers with every other answer too (files, 404s)', async () => {
    for (const file of ['/app.js', '/missing.0123456789.js']) {
      const response = await fetch(server.url + file);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    }
  });
});

describe('static server and the files that are instructions to it', () => {
  let server: RunningServer;
  const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  writeFileSync(path.join(root, 'index.html'), '<html><head></head></html>');
  writeFileSync(path.join(root, '_headers'), '/*\n  X-Frame-Options: DENY\n');

  beforeAll(async () => {
    server = await startStaticServer({ root, port: 0, spa: true });
  });
  afterAll(() => server.close());

  it.each(['/_headers', '/_headers/', '/%5Fheaders', '/x/..%2F_headers', '/_headers?download=1'])(
    'answers 404 for the CDN rules file however it is asked for: %s',
    async (asked) => {
      const response = await fetch(server.url + asked);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('X-Frame-Options');
    },
  );
});
