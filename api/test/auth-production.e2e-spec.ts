import { execFileSync } from 'node:child_process';
import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from './helpers/app.js';

/**
 * Issue 48: the API in production mode (no Auth emulator, whose tokens carry no signature) accepts an ID token Firebase
 * signed and refuses (401) one signed with a key Firebase did not issue, an expired one, and one for another project
 * (audience) or from another issuer. firebase-admin runs unchanged, with no seam in the API: Google, as the
 * production path reaches it, is served by this test on 127.0.0.1:
 * - the signing certificates and the account look-up (checkRevoked) over HTTPS, from a local server with a
 *   certificate for www.googleapis.com and identitytoolkit.googleapis.com that only this test's agent trusts;
 * - the access token that look-up carries, from a local metadata server (GCE_METADATA_HOST), the way the API gets
 *   one on Google's infrastructure (application default credentials).
 * No request leaves the machine.
 */
const PROJECT_ID = 'alamo-masonry-prod-test';
const ISSUED_KID = 'issued-key-1';
const CERTS_PATH = '/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';
const LOOKUP_PATH = `/v1/projects/${PROJECT_ID}/accounts:lookup`;
const ACCESS_TOKEN = `ya29.local-${randomUUID()}`;
/** Accounts the local "Firebase" knows; `revoked` signed out every session a minute ago. */
const STAFF_UID = 'staff-uid-1';
const REVOKED_UID = 'staff-uid-revoked';

/** A self-signed certificate (and its key) for these names, made by openssl. */
function selfSigned(dir: string, names: string[]): { key: string; cert: string } {
  const [keyFile, certFile] = [join(dir, `${names[0]}.key`), join(dir, `${names[0]}.crt`)];
  const altNames = names.map((name) => `DNS:${name}`).join(',');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1',
    '-keyout', keyFile, '-out', certFile,
    '-subj', `/CN=${names[0]}`, '-addext', `subjectAltName=${altNames}`,
  ], { stdio: 'ignore' }); // prettier-ignore
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
}

const base64url = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

const now = () => Math.floor(Date.now() / 1000);

/** A Firebase-shaped ID token for PROJECT_ID, signed RS256 with `privateKey` under `kid`; `claims` override. */
function idToken(privateKey: string, kid: string, claims: object = {}): string {
  const header = base64url({ alg: 'RS256', kid, typ: 'JWT' });
  const payload = base64url({
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    sub: STAFF_UID,
    user_id: STAFF_UID,
    email: 'staff@alamomasonry.com',
    email_verified: true,
    auth_time: now() - 600,
    iat: now() - 60,
    exp: now() + 3600,
    ...claims,
  });
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey);
  return `${header}.${payload}.${base64url(signature)}`;
}

const newPrivateKey = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;

/** The environment this test changes (Google's credentials are found through it), restored afterwards. */
const GOOGLE_ENV = [
  'FIREBASE_AUTH_EMULATOR_HOST',
  'GCE_METADATA_HOST',
  'GCE_METADATA_IP',
  'METADATA_SERVER_DETECTION',
  'GOOGLE_APPLICATION_CREDENTIALS',
  'CLOUDSDK_CONFIG',
] as const;

describe('ID tokens in production mode (signatures checked against Google’s keys)', () => {
  let dir: string;
  let issued: { key: string; cert: string };
  let google: https.Server;
  let metadata: http.Server;
  const requests: string[] = [];
  let t: TestApp;
  const savedAgent = https.globalAgent;
  const savedEnv = Object.fromEntries(GOOGLE_ENV.map((name) => [name, process.env[name]]));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'api-jwks-'));
    const tls = selfSigned(dir, ['www.googleapis.com', 'identitytoolkit.googleapis.com']);
    issued = selfSigned(dir, ['securetoken.system.gserviceaccount.com']);
    google = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
      requests.push(`${req.method} ${req.headers.host} ${req.url}`);
      const json = (status: number, body: object, headers: object = {}) =>
        res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
      if (req.url === CERTS_PATH && req.headers.host === 'www.googleapis.com') {
        json(200, { [ISSUED_KID]: issued.cert }, { 'Cache-Control': 'public, max-age=3600' });
      } else if (req.url === LOOKUP_PATH && req.headers.host === 'identitytoolkit.googleapis.com') {
        if (req.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) return json(401, { error: { code: 401 } });
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          const [uid] = (JSON.parse(body) as { localId: string[] }).localId;
          // Every account's sessions are valid from an hour ago, but the revoked one's only from a minute ago.
          const validSince = String(uid === REVOKED_UID ? now() - 60 : now() - 3600);
          json(200, {
            kind: 'identitytoolkit#GetAccountInfoResponse',
            users: [{ localId: uid, email: 'staff@alamomasonry.com', emailVerified: true, validSince }],
          });
        });
      } else {
        json(404, { error: 'not here' });
      }
    });
    metadata = http.createServer((req, res) => {
      requests.push(`${req.method} metadata ${req.url}`);
      const headers = { 'Content-Type': 'application/json', 'Metadata-Flavor': 'Google' };
      if (req.headers['metadata-flavor'] !== 'Google') return res.writeHead(403).end();
      if (req.url?.startsWith('/computeMetadata/v1/instance/service-accounts/default/token')) {
        res
          .writeHead(200, headers)
          .end(JSON.stringify({ access_token: ACCESS_TOKEN, expires_in: 3600, token_type: 'Bearer' }));
      } else if (req.url?.startsWith('/computeMetadata/v1/instance')) {
        res.writeHead(200, headers).end('{}');
      } else {
        res.writeHead(404, headers).end();
      }
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => metadata.listen(0, '127.0.0.1', resolve));
    const { port } = google.address() as AddressInfo;
    // Every HTTPS request without an agent of its own (firebase-admin's) reaches the local server, which must prove
    // it is Google with the certificate only this agent trusts.
    class LocalGoogle extends https.Agent {
      override createConnection(options: object, callback?: never) {
        return super.createConnection({ ...options, host: '127.0.0.1', port }, callback);
      }
    }
    https.globalAgent = new LocalGoogle({ ca: tls.cert, keepAlive: false });
    for (const name of GOOGLE_ENV) delete process.env[name];
    process.env.GCE_METADATA_HOST = `127.0.0.1:${(metadata.address() as AddressInfo).port}`;
    process.env.CLOUDSDK_CONFIG = dir; // no gcloud credentials of this machine's user
    t = await createTestApp({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: PROJECT_ID });
  });

  afterAll(async () => {
    await t?.close();
    https.globalAgent = savedAgent;
    for (const name of GOOGLE_ENV) {
      if (savedEnv[name] === undefined) delete process.env[name];
      else process.env[name] = savedEnv[name];
    }
    await new Promise((resolve) => google?.close(resolve));
    await new Promise((resolve) => metadata?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const staffRoute = (token: string) =>
    request(t.app.getHttpServer()).get('/api/admin/health').set('Authorization', `Bearer ${token}`);

  it('accepts a token Firebase signed (the control: this test tells good tokens from bad ones)', async () => {
    const res = await staffRoute(idToken(issued.key, ISSUED_KID)).expect(200);
    expect(res.body.user).toEqual({ uid: STAFF_UID, email: 'staff@alamomasonry.com' });
    // Verified the production way: Google's certificates, then the account, asked with the instance's access token.
    expect(requests).toEqual(
      expect.arrayContaining([
        `GET www.googleapis.com ${CERTS_PATH}`,
        `POST identitytoolkit.googleapis.com ${LOOKUP_PATH}`,
      ]),
    );
    expect(requests.some((line) => line.startsWith('GET metadata /computeMetadata/v1/instance/service-accounts'))).toBe(
      true,
    );
  });

  it('refuses (401) a token signed with a key Firebase did not issue, under the kid of one it did', async () => {
    const res = await staffRoute(idToken(newPrivateKey(), ISSUED_KID)).expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('refuses (401) a token under a kid Firebase never served, and an unsigned emulator-style token', async () => {
    await staffRoute(idToken(newPrivateKey(), `unknown-${randomUUID()}`)).expect(401);
    const payload = idToken(issued.key, ISSUED_KID).split('.')[1];
    await staffRoute(`${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`).expect(401);
  });

  it.each([
    ['expired', { iat: now() - 7200, exp: now() - 3600 }],
    ['for another project (audience)', { aud: 'another-project' }],
    ['from another issuer', { iss: 'https://securetoken.google.com/another-project' }],
    ['of a session revoked since it was issued', { sub: REVOKED_UID, user_id: REVOKED_UID }],
  ])('refuses (401) a token Firebase signed that is %s', async (_case, claims) => {
    const res = await staffRoute(idToken(issued.key, ISSUED_KID, claims)).expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });
});
