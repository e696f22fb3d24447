import { registeredRoutes } from './helpers/routes.js';
import { apiSuite } from './helpers/suite.js';
import { contentCalls } from './parity/content.calls.js';
import { galleryCalls } from './parity/gallery.calls.js';
import { inquiryCalls } from './parity/inquiries.calls.js';
import { quoteCalls } from './parity/quote.calls.js';
import { replyTemplateCalls } from './parity/reply-templates.calls.js';
import { serviceAreaCalls } from './parity/service-area.calls.js';
import { settingsCalls } from './parity/settings.calls.js';
import { visitorReportCalls } from './parity/visitor-reports.calls.js';
import { apiVerdict, outcome, zodVerdict, type SafeParser } from './parity/verdict.js';

/**
 * One table of good and bad inputs for every call that takes a body, a query or a path parameter, run through the
 * shared-contracts zod schema (what the browser checks) and through the real HTTP route (DTO, ValidationPipe, param
 * pipes): both must give the same verdict, and the same spec message from MESSAGES. A DTO and a schema that drift
 * apart fail here.
 */
const CALLS = [
  ...quoteCalls,
  ...contentCalls,
  ...galleryCalls,
  ...inquiryCalls,
  ...replyTemplateCalls,
  ...serviceAreaCalls,
  ...settingsCalls,
  ...visitorReportCalls,
];

/** Routes without a JSON body: the multipart upload (gallery.e2e-spec.ts) and bodiless actions. */
const NO_JSON_BODY = [
  'POST /api/admin/gallery/upload',
  // Multipart too (hero-photo.e2e-spec.ts); heroImagePath itself has rows in the home save and draft (contentCalls).
  'POST /api/admin/content/home/hero-photo',
  // Multipart too (quote-photos.e2e-spec.ts); the quote's photoIds have their rows in quoteCalls.
  'POST /api/public/quote-photos',
  'POST /api/admin/service-area/run-populate-script',
  // Its path id has its rows (galleryCalls); the restore takes no body.
  'POST /api/admin/gallery/trash/:id/restore',
  // The quote form's funnel beacon (issue 32) takes no body; its step has its rows in dashboard.e2e-spec.ts.
  'POST /api/public/funnel/:step',
];

/**
 * Object schemas are checked closed: a zod parse in the browser drops unknown keys, so the body it sends never has
 * any, and the API refuses them (no mass assignment). Closing the schema states that contract on both sides.
 */
function closed(schema: SafeParser): SafeParser {
  const object = schema as SafeParser & { strict?: () => SafeParser };
  return typeof object.strict === 'function' ? object.strict() : schema;
}

describe('validation parity: shared zod schemas and the API agree on every input', () => {
  const suite = apiSuite({ staff: true });

  describe.each(CALLS.map((call) => [call.name, call] as const))('%s', (_name, call) => {
    const schema = closed(call.schema);
    it.each(call.cases.map((c) => [c.what, c] as const))('%s', async (_what, c) => {
      const fromZod = zodVerdict(schema, c.input);
      const fromApi = apiVerdict(await call.send(suite, c.input), call.refusedStatus);
      expect({
        zod: outcome(fromZod, c.expected),
        api: outcome(fromApi, c.expected, call.apiAddsDetail),
      }).toEqual({ zod: c.expected, api: c.expected });
    });
  });

  it('has rows for every registered route that takes a body', () => {
    const withBody = registeredRoutes(suite.t.app)
      .filter((route) => route.method === 'POST' || route.method === 'PUT')
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => !NO_JSON_BODY.includes(route));
    const covered = new Set(CALLS.map((call) => call.name.split(' (')[0]));
    expect(withBody.filter((route) => !covered.has(route))).toEqual([]);
  });
});
