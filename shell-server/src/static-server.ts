/**
 * Minimal production static server for the shell and remote dist folders (node:http only).
 * Caching: entry points that must update in place (index.html, config.json, mf-manifest.json, remoteEntry.js)
 * are `no-cache`; everything else is content-hashed by the build and cached for a year.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * Files of a dist folder that are instructions to whoever serves it, never content: `_headers` (the security headers
 * for a CDN, see security-headers/headers-file.ts) lists the site's policy and is not for visitors.
 */
const SERVER_ONLY_FILES = new Set(['_headers']);

/** Files whose name stays the same across builds: browsers must revalidate them every time. */
const NO_CACHE_FILES = new Set(['index.html', 'config.json', 'mf-manifest.json', 'remoteEntry.js']);
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Text types worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml']);
type Encoding = 'br' | 'gzip';

/** Compressed bodies by encoding, path and mtime: build output never changes under a running server, so compress once. */
const compressedCache = new Map<string, Buffer>();

/**
 * The build's precompressed twin (`<file>.br` or `<file>.gz`, see build/precompress-plugin.ts) when present, else
 * compressed here once (Brotli at quality 9: 11 would hold a large first request up for seconds).
 */
async function compressed(file: string, mtimeMs: number, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${file}:${mtimeMs}`;
  let body = compressedCache.get(key);
  if (!body) {
    const twin = await readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => undefined);
    body = twin ?? compressNow(await readFile(file), encoding);
    compressedCache.set(key, body);
  }
  return body;
}

const compressNow = (content: Buffer, encoding: Encoding): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipSync(content, { level: 9 });

/** Brotli where the client reads it (every current browser), else gzip. */
function encodingFor(req: IncomingMessage): Encoding | undefined {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

export function cacheControlFor(fileName: string): string {
  if (NO_CACHE_FILES.has(fileName)) return 'no-cache';
  if (HASHED.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Unknown paths without a file extension get index.html (client-side routing). */
  spa?: boolean;
  /** Adds Access-Control-Allow-Origin: * (remotes are fetched cross-origin by the shell). */
  cors?: boolean;
  /**
   * Cache-Control of the pages computed per request (index.html with head and page markup): `no-cache` unless set,
   * e.g. `public, max-age=0, s-maxage=30` to let a CDN in front keep them briefly.
   */
  htmlCacheControl?: string;
  /** Extra virtual JSON files (e.g. '/config.json'), computed on every request. */
  virtualJson?: Record<string, () => unknown>;
  /** Markup added at the end of index.html's <head> for the requested path (e.g. resource hints), per request. */
  headHtml?: (urlPath: string) => Promise<string>;
  /**
   * index.html as sent for the requested path, after headHtml (e.g. with the route's first view drawn in), per
   * request, and its status (200 unless given: 404 for a path the site knows is not a page). `origin` is the one the
   * request names in its Host header: unchecked.
   */
  pageHtml?: (indexHtml: string, request: { urlPath: string; origin: string }) => Promise<PageAnswer>;
  /**
   * Security headers of every response (CSP, Referrer-Policy, ...), per request: `html` is the page as sent (its
   * inline scripts are hashed into the CSP), undefined for any other response; `urlPath` the path asked for.
   */
  securityHeaders?: (html: string | undefined, urlPath: string) => Record<string, string>;
  /**
   * Wraps the answer of every request (the shell server's logs, metrics, trace context and probes): calls `handle` to
   * answer it as above, or answers it itself.
   */
  around?: (req: IncomingMessage, res: ServerResponse, handle: () => Promise<void>) => Promise<void>;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Stops at once, ending every connection (tests, the launcher's Ctrl-C). */
  close(): Promise<void>;
  /**
   * Stops gracefully (SIGTERM in production): no new connection is taken, the requests in flight finish (each answered
   * with `Connection: close`, idle kept-alive connections are closed), and after `graceMs` whatever is left is ended.
   * Resolves once every connection is gone.
   */
  drain(graceMs: number): Promise<void>;
  /** Requests being answered now. */
  inFlight(): number;
}

async function fileAt(root: string, urlPath: string): Promise<string | undefined> {
  const resolved = path.resolve(root, `.${urlPath}`);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return undefined; // path traversal
  try {
    const info = await stat(resolved);
    if (info.isFile()) return resolved;
    if (info.isDirectory()) {
      const index = path.join(resolved, 'index.html');
      if ((await stat(index).catch(() => undefined))?.isFile()) return index;
    }
  } catch {
    // not found
  }
  return undefined;
}

function send(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8'): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
  res.end(body);
}

function setSecurityHeaders(
  res: ServerResponse,
  options: StaticServerOptions,
  urlPath: string,
  html?: string,
): void {
  for (const [name, value] of Object.entries(options.securityHeaders?.(html, urlPath) ?? {})) {
    res.setHeader(name, value);
  }
}

/** A page computed for this request: compressed on the fly, never cached. */
/** A page computed per request (`pageHtml`). */
export interface PageAnswer {
  html: string;
  status?: number;
}

function sendHtml(
  req: IncomingMessage,
  res: ServerResponse,
  { html, status = 200 }: PageAnswer,
  options: StaticServerOptions,
  urlPath: string,
): void {
  const body = acceptsGzip(req) ? gzipSync(html) : Buffer.from(html);
  setSecurityHeaders(res, options, urlPath, html);
  res.writeHead(status, {
    'Content-Type': MIME['.html'],
    'Content-Length': body.length,
    'Cache-Control': options.htmlCacheControl ?? 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...(acceptsGzip(req) ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export async function handleStaticRequest(
  options: StaticServerOptions,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const root = path.resolve(options.root);
  // Every answer carries them (a 404 page is a document too); a page's own call below adds its script hashes.
  setSecurityHeaders(res, options, (req.url ?? '/').split('?')[0]!);
  if (options.cors) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  }
  if (req.method === 'OPTIONS') return send(res, 204, '');
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method Not Allowed');

  let urlPath: string;
  try {
    urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    return send(res, 400, 'Bad Request');
  }

  const virtual = options.virtualJson?.[urlPath];
  if (virtual) {
    res.writeHead(200, { 'Content-Type': MIME['.json'], 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(virtual()));
    return;
  }

  let file = await fileAt(root, urlPath);
  // Judged by the file found, not the path asked for: "/_headers/" reaches the same file.
  if (file && SERVER_ONLY_FILES.has(path.relative(root, file))) return send(res, 404, 'Not Found');
  // SPA fallback only for page-like paths: a missing chunk must stay a real 404.
  const spaFallback = !file && options.spa && path.extname(urlPath) === '';
  if (spaFallback) file = await fileAt(root, '/index.html');
  if (!file) return send(res, 404, 'Not Found');

  if (
    (options.headHtml || options.pageHtml || options.securityHeaders) &&
    path.basename(file) === 'index.html'
  ) {
    const page = await readFile(file, 'utf8');
    const hinted = options.headHtml
      ? page.replace('</head>', `${await options.headHtml(urlPath)}</head>`)
      : page;
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    const answer = options.pageHtml ? await options.pageHtml(hinted, { urlPath, origin }) : { html: hinted };
    // A file asked for by its name (the service worker precaches /index.html) is there: only a page path gets a 404.
    return sendHtml(req, res, spaFallback ? answer : { html: answer.html }, options, urlPath);
  }

  const info = await stat(file);
  const ext = path.extname(file).toLowerCase();
  // Compress text like a production CDN does, so transfer sizes (bundle budget) are what visitors really download.
  if (COMPRESSIBLE.has(ext) && info.size > 1024) {
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = encodingFor(req);
    if (encoding) {
      const body = await compressed(file, info.mtimeMs, encoding);
      res.writeHead(200, {
        'Content-Type': MIME[ext] ?? 'application/octet-stream',
        'Content-Encoding': encoding,
        'Content-Length': body.length,
        'Cache-Control': cacheControlFor(path.basename(file)),
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
  }
  res.writeHead(200, {
    'Content-Type': MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': info.size,
    'Cache-Control': cacheControlFor(path.basename(file)),
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

export function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const answering = new Set<ServerResponse>();
  let draining = false;
  const server: Server = createServer((req, res) => {
    answering.add(res);
    res.once('close', () => {
      answering.delete(res);
      // Its connection is idle now: while draining, nothing more may arrive on it.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
    if (draining) res.setHeader('Connection', 'close');
    const handle = () => handleStaticRequest(options, req, res);
    (options.around ? options.around(req, res, handle) : handle()).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) send(res, 500, 'Internal Server Error');
      else res.destroy();
    });
  });
  // One close of the server, whoever asks first (a second server.close() would wait for a 'close' already emitted).
  let closing: Promise<void> | undefined;
  const closed = () => (closing ??= new Promise<void>((done) => server.close(() => done())));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
        port,
        close: () => {
          const done = closed();
          server.closeAllConnections();
          return done;
        },
        drain: (graceMs) => {
          draining = true;
          const done = closed(); // no new connection from here on; resolves once the last one is gone
          for (const res of answering) if (!res.headersSent) res.setHeader('Connection', 'close');
          server.closeIdleConnections();
          const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
          deadline.unref();
          return done.finally(() => clearTimeout(deadline));
        },
        inFlight: () => answering.size,
      });
    });
  });
}
