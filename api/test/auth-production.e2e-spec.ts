import { execFileSync } from 'node:child_process';
import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from './helpers/app.js';

/**
 * Issue 48: the API in production mode (no Auth emulator, whose tokens carry no signature) refuses an ID token signed
 * with a key Firebase did not issue. firebase-admin's own verification runs unchanged: it fetches Google's signing
 * certificates over HTTPS, which this test serves from a local server (a certificate for www.googleapis.com that only
 * this test's agent trusts), so no request leaves the machine.
 */
const PROJECT_ID = 'alamo-masonry-prod-test';
const ISSUED_KID = 'issued-key-1';
const CERTS_PATH = '/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

/** A self-signed certificate (and its key) for `name`, made by openssl. */
function selfSigned(dir: string, name: string): { key: string; cert: string } {
  const [keyFile, certFile] = [join(dir, `${name}.key`), join(dir, `${name}.crt`)];
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1',
    '-keyout', keyFile, '-out', certFile,
    '-subj', `/CN=${name}`, '-addext', `subjectAltName=DNS:${name}`,
  ], { stdio: 'ignore' }); // prettier-ignore
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
}

const base64url = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

/** A Firebase-shaped ID token for PROJECT_ID, signed RS256 with `privateKey` under `kid`. */
function idToken(privateKey: string, kid: string, claims: object = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'RS256', kid, typ: 'JWT' });
  const payload = base64url({
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    sub: 'staff-uid-1',
    user_id: 'staff-uid-1',
    email: 'staff@alamomasonry.com',
    email_verified: true,
    auth_time: now - 60,
    iat: now - 60,
    exp: now + 3600,
    ...claims,
  });
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey);
  return `${header}.${payload}.${base64url(signature)}`;
}

describe('ID tokens in production mode (signatures checked against Google’s keys)', () => {
  let dir: string;
  let issued: { key: string; cert: string };
  let keyServer: https.Server;
  const requests: string[] = [];
  let t: TestApp;
  const savedAgent = https.globalAgent;
  const savedEmulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'api-jwks-'));
    const tls = selfSigned(dir, 'www.googleapis.com');
    issued = selfSigned(dir, 'securetoken.system.gserviceaccount.com');
    keyServer = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
      requests.push(`${req.method} ${req.headers.host} ${req.url}`);
      if (req.url === CERTS_PATH) {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=3600' });
        res.end(JSON.stringify({ [ISSUED_KID]: issued.cert }));
      } else {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"not here"}');
      }
    });
    await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
    const { port } = keyServer.address() as AddressInfo;
    // Every HTTPS request without an agent of its own (firebase-admin's) reaches the local server, which must prove
    // it is www.googleapis.com with the certificate only this agent trusts.
    class LocalGoogle extends https.Agent {
      override createConnection(options: object, callback?: never) {
        return super.createConnection({ ...options, host: '127.0.0.1', port }, callback);
      }
    }
    https.globalAgent = new LocalGoogle({ ca: tls.cert, keepAlive: false });
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    t = await createTestApp({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: PROJECT_ID });
  });

  afterAll(async () => {
    await t?.close();
    https.globalAgent = savedAgent;
    if (savedEmulator !== undefined) process.env.FIREBASE_AUTH_EMULATOR_HOST = savedEmulator;
    await new Promise((resolve) => keyServer?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const staffRoute = (token: string) =>
    request(t.app.getHttpServer()).get('/api/admin/health').set('Authorization', `Bearer ${token}`);

  it('refuses (401) a token signed with a key Firebase did not issue, under the kid of one it did', async () => {
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }) as string;
    const res = await staffRoute(idToken(forger, ISSUED_KID)).expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    // The refusal came from checking the signature against the served keys, not from a missing key server.
    expect(requests).toContain(`GET www.googleapis.com ${CERTS_PATH}`);
  });

  it('refuses (401) a token under a kid Firebase never served, and an unsigned emulator-style token', async () => {
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }) as string;
    await staffRoute(idToken(forger, `unknown-${randomUUID()}`)).expect(401);
    const [header, payload] = idToken(forger, ISSUED_KID).split('.');
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect(header).toBeDefined();
    await staffRoute(unsigned).expect(401);
  });

  it('lets a token Firebase did sign past the signature check (the control: this test can tell them apart)', async () => {
    // Signed with the issued key, the token passes the signature; the account look-up that follows (checkRevoked)
    // needs Google's API, which is not here: 503, never the 401 of a bad token.
    const res = await staffRoute(idToken(issued.key, ISSUED_KID));
    expect(res.status).toBe(503);
  });
});
