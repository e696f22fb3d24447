import { randomUUID } from 'node:crypto';

/**
 * Accounts in the shared Auth emulator. Other packages use the same emulator, so every test user gets a unique
 * e-mail and nothing is ever wiped.
 */
const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-masonry';
export const COMPANY_DOMAIN = 'alamomasonry.com';

function emulatorUrl(path: string): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('Set FIREBASE_AUTH_EMULATOR_HOST (e.g. 127.0.0.1:9099) to run the auth tests');
  return `http://${host}${path}`;
}

async function call<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(emulatorUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(`Auth emulator ${path}: ${json.error?.message ?? res.status}`);
  return json;
}

export interface TestUser {
  uid: string;
  email: string;
  token: string;
}

/** Creates an account and returns a fresh ID token for it. */
export async function createUser(options: { domain?: string; verified?: boolean } = {}): Promise<TestUser> {
  const email = `api-test-${randomUUID()}@${options.domain ?? COMPANY_DOMAIN}`;
  const password = `Pw-${randomUUID()}`;
  const created = await call<{ localId: string }>(
    `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`,
    { email, password, emailVerified: options.verified ?? true },
    { Authorization: 'Bearer owner' },
  );
  const token = await signIn(email, password);
  return { uid: created.localId, email, token };
}

async function signIn(email: string, password: string): Promise<string> {
  const res = await call<{ idToken: string }>(
    '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key',
    { email, password, returnSecureToken: true },
  );
  return res.idToken;
}

export async function disableUser(uid: string): Promise<void> {
  await call(
    `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    { localId: uid, disableUser: true },
    { Authorization: 'Bearer owner' },
  );
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An unsigned token shaped like an emulator token. With `uid` of no real account it is a forgery the server must
 * refuse even in emulator mode (account lookup); `expired` makes it stale; `audience` targets another project;
 * `fresh` dates its sign-in now, after the account's creation (a forgery for an account made a moment ago that the
 * emulator accepts, as Google would not).
 */
export function forgeToken(
  options: { uid?: string; email?: string; expired?: boolean; audience?: string; fresh?: boolean } = {},
): string {
  const now = Math.floor(Date.now() / 1000) + (options.fresh ? 1 : 0);
  const uid = options.uid ?? randomUUID().replace(/-/g, '').slice(0, 28);
  const aud = options.audience ?? PROJECT_ID;
  const payload = {
    iss: `https://securetoken.google.com/${aud}`,
    aud,
    auth_time: options.fresh ? now : now - 60,
    user_id: uid,
    sub: uid,
    iat: options.expired ? now - 7200 : now - 60,
    exp: options.expired ? now - 3600 : now + 3600,
    email: options.email ?? `forged-${uid}@${COMPANY_DOMAIN}`,
    email_verified: true,
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
}
