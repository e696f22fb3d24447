import request from 'supertest';
import { createTestApp, type TestApp } from './app.js';
import { createUser, type TestUser } from './auth.js';
import { resetDatabase } from './db.js';

export interface ApiSuite {
  /** The app of this test file (set in beforeAll). */
  readonly t: TestApp;
  /** A verified company-domain user in the Auth emulator (`staff: true` only). */
  readonly staff: TestUser;
  /** The staff user's Authorization header (`staff: true` only). */
  readonly auth: { Authorization: string };
  /** A supertest client on the app. */
  http(): ReturnType<typeof request>;
}

export interface ApiSuiteOptions {
  env?: Record<string, string | undefined>;
  staff?: boolean;
  /**
   * When the database and uploads folder are emptied: before each test (default), once before all of them (a file
   * whose tests build on each other's data, or seed it once), or never (tests that store nothing).
   */
  reset?: 'beforeEach' | 'beforeAll' | 'never';
}

/**
 * The setup the endpoint suites share, registered in the calling describe: one app per file (createTestApp with
 * `env`), with `staff` one signed-in company-domain user, and an empty database and uploads folder (see `reset`).
 */
export function apiSuite(options: ApiSuiteOptions = {}): ApiSuite {
  const reset = options.reset ?? 'beforeEach';
  let app: TestApp | undefined;
  let staff: TestUser | undefined;
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`apiSuite: ${what} is not available (before beforeAll, or no staff)`);
    return value;
  };
  const emptyStores = async () => {
    await resetDatabase(started(app, 'the app').app);
    started(app, 'the app').clearUploads();
  };
  beforeAll(async () => {
    app = await createTestApp(options.env);
    if (options.staff) staff = await createUser();
    if (reset === 'beforeAll') await emptyStores();
  });
  afterAll(async () => {
    await app?.close();
  });
  if (reset === 'beforeEach') beforeEach(emptyStores);
  return {
    get t() {
      return started(app, 'the app');
    },
    get staff() {
      return started(staff, 'staff');
    },
    get auth() {
      return { Authorization: `Bearer ${started(staff, 'auth').token}` };
    },
    http: () => request(started(app, 'the app').app.getHttpServer()),
  };
}
