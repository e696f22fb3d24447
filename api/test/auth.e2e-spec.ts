import { MESSAGES } from 'shared-contracts';
import { createUser, disableUser, forgeToken, type TestUser } from './helpers/auth.js';
import { concretePath, registeredRoutes, type RegisteredRoute } from './helpers/routes.js';
import { apiSuite } from './helpers/suite.js';

/** The only routes anonymous visitors may call (spec section 7's public calls + health). Everything else is staff. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/content/:page',
  'GET /api/gallery',
  'GET /api/gallery/categories',
  'GET /api/public/service-area/check/:zipCode',
  'POST /api/public',
  // Issue 31: a visitor's photo for the quote form (rate-limited; the id it answers is the only handle on it).
  'POST /api/public/quote-photos',
  // The quote form's funnel beacon (issue 32): a count, nothing to read.
  'POST /api/public/funnel/:step',
  // Visitors' web vitals and errors (issue 45): counts, nothing to read.
  'POST /api/public/visitor-reports',
]);
/** The OpenAPI document and its UI (registered by @nestjs/swagger straight on Express) are public documentation. */
const isDocs = (r: RegisteredRoute) => r.method === 'GET' && /^\/api\/docs([-/.]|$)/.test(r.path);

const key = (r: RegisteredRoute) => `${r.method} ${r.path}`;

describe('authorization of every registered route', () => {
  // Emptied once: the routes are called as they are, many times over.
  const suite = apiSuite({ staff: true, reset: 'beforeAll' });
  const http = suite.http;
  let routes: RegisteredRoute[];
  let staffRoutes: RegisteredRoute[];
  let staff: TestUser;
  let outsider: TestUser;
  let unverifiedStaff: TestUser;

  beforeAll(async () => {
    routes = registeredRoutes(suite.t.app);
    staffRoutes = routes.filter((r) => !PUBLIC_ROUTES.has(key(r)) && !isDocs(r));
    staff = suite.staff;
    [outsider, unverifiedStaff] = await Promise.all([
      createUser({ domain: 'example.com', verified: true }),
      createUser({ verified: false }),
    ]);
  });

  const send = (route: RegisteredRoute, token?: string, header?: string) => {
    const req = http()[route.method.toLowerCase() as 'get'](concretePath(route.path));
    if (header !== undefined) req.set('Authorization', header);
    else if (token) req.set('Authorization', `Bearer ${token}`);
    return req;
  };

  it('finds the routes from the router (sanity check of the enumeration itself)', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes.map(key)).toEqual(
      expect.arrayContaining([...PUBLIC_ROUTES, 'DELETE /api/admin/inquiries/:id']),
    );
    expect(staffRoutes.length).toBeGreaterThanOrEqual(14);
  });

  it('every public route answers without a token', async () => {
    for (const route of routes.filter((r) => PUBLIC_ROUTES.has(key(r)))) {
      const res = await send(route);
      expect([key(route), res.status]).not.toEqual([key(route), 401]);
      expect(res.status).not.toBe(403);
    }
  });

  it('every other route answers 401 without a token', async () => {
    for (const route of staffRoutes) {
      const res = await send(route);
      expect({ route: key(route), status: res.status }).toEqual({ route: key(route), status: 401 });
      // `error` is the status text, or the message again on the upload routes (the gallery's and the hero photo's,
      // issue 29: their clients show `error`).
      expect(res.body).toEqual({
        statusCode: 401,
        message: MESSAGES.auth.missingToken,
        error: /\/(upload|hero-photo)$/.test(route.path) ? MESSAGES.auth.missingToken : 'Unauthorized',
        code: 'auth.missingToken',
      });
    }
  });

  it('every other route answers 403 to a verified account of another domain', async () => {
    for (const route of staffRoutes) {
      const res = await send(route, outsider.token);
      expect({ route: key(route), status: res.status }).toEqual({ route: key(route), status: 403 });
      expect(res.body.message).toBe(MESSAGES.auth.notStaff);
    }
  });

  it('every other route answers 403 to a company account whose e-mail is not verified', async () => {
    for (const route of staffRoutes) {
      const res = await send(route, unverifiedStaff.token);
      expect({ route: key(route), status: res.status }).toEqual({ route: key(route), status: 403 });
    }
  });

  it('every other route lets a verified staff member through', async () => {
    for (const route of staffRoutes) {
      const res = await send(route, staff.token);
      expect({ route: key(route), denied: [401, 403].includes(res.status) }).toEqual({
        route: key(route),
        denied: false,
      });
      expect(res.status).toBeLessThan(500);
    }
  });

  describe('bad tokens are 401', () => {
    const adminHealth: RegisteredRoute = { method: 'GET', path: '/api/admin/health' };
    it.each([
      ['a non-Bearer scheme', () => `Basic ${Buffer.from('staff:pw').toString('base64')}`],
      ['an empty bearer', () => 'Bearer '],
      ['a malformed token', () => 'Bearer not-a-jwt'],
      ['an oversized token', () => `Bearer ${'a'.repeat(9000)}.b.c`],
      [
        'an expired token',
        () => `Bearer ${forgeToken({ uid: staff.uid, email: staff.email, expired: true })}`,
      ],
      ['a forged token for an account that does not exist', () => `Bearer ${forgeToken()}`],
      [
        'a token for another project',
        () => `Bearer ${forgeToken({ uid: staff.uid, audience: 'demo-other' })}`,
      ],
      // No signature case here: the emulator checks none. auth-production.e2e-spec.ts refuses a forged signature on
      // the production verification path.
    ])('%s', async (_label, header) => {
      const res = await send(adminHealth, undefined, header());
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    });
  });

  it('GET /api/admin/health shows who the token belongs to', async () => {
    const res = await http()
      .get('/api/admin/health')
      .set('Authorization', `Bearer ${staff.token}`)
      .expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: 'up',
      time: expect.any(String),
      user: { uid: staff.uid, email: staff.email },
    });
  });

  it('a disabled account is refused at once, even with an unexpired token', async () => {
    const victim = await createUser();
    await http().get('/api/admin/health').set('Authorization', `Bearer ${victim.token}`).expect(200);
    await disableUser(victim.uid);
    await http().get('/api/admin/health').set('Authorization', `Bearer ${victim.token}`).expect(401);
  });
});
