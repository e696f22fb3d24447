import request from 'supertest';
import { createTestApp, type TestApp } from './app.js';
import { createUser } from './auth.js';
import { resetDatabase } from './db.js';

export interface ApiSuite {
  /** The app of this test file (set in beforeAll). */
  readonly t: TestApp;
  /** Authorization header of a verified company-domain user in the Auth emulator (`staff: true` only). */
  readonly auth: { Authorization: string };
  /** A supertest client on the app. */
  http(): ReturnType<typeof request>;
}

/**
 * The setup the endpoint suites share, registered in the calling describe: one app per file (createTestApp with
 * `env`), with `staff` one signed-in company-domain user, and an empty database and uploads folder before each test.
 */
export function apiSuite(
  options: { env?: Record<string, string | undefined>; staff?: boolean } = {},
): ApiSuite {
  let app: TestApp | undefined;
  let header: { Authorization: string } | undefined;
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`apiSuite: ${what} is not available (before beforeAll, or no staff)`);
    return value;
  };
  beforeAll(async () => {
    app = await createTestApp(options.env);
    if (options.staff) header = { Authorization: `Bearer ${(await createUser()).token}` };
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    await resetDatabase(started(app, 'the app').app);
    started(app, 'the app').clearUploads();
  });
  return {
    get t() {
      return started(app, 'the app');
    },
    get auth() {
      return started(header, 'auth');
    },
    http: () => request(started(app, 'the app').app.getHttpServer()),
  };
}
