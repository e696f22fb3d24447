import { MESSAGES } from '../index.js';
import { visitorReportSchema } from '../schemas/visitor-telemetry.js';
import { scrubVisitorText, VISITOR_REPORT_LIMITS } from './visitor-reports.js';

describe('scrubVisitorText (issue 45: no personal data in a stored error)', () => {
  it.each([
    ['an e-mail address', 'No account for jane.doe+quotes@example.com', 'No account for <email>'],
    ['an encoded e-mail in a URL', 'GET /x/jane%40example.com failed', 'GET /x/<email> failed'],
    [
      "a URL's query and fragment",
      'Failed to fetch https://api.example.com/api/admin/inquiries?search=jane&page=2#top now',
      'Failed to fetch https://api.example.com/api/admin/inquiries now',
    ],
    ['a phone number', 'Call (210) 555-0100 back', 'Call <number> back'],
    ['a ZIP code', 'ZIP 78205 unknown', 'ZIP <number> unknown'],
    ['a bearer token', 'Authorization: Bearer abc.def.ghi rejected', 'Authorization: Bearer <token> rejected'],
    ['a JWT', 'token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln expired', 'token <token> expired'],
  ])('replaces %s', (_what, text, expected) => {
    expect(scrubVisitorText(text)).toBe(expected);
  });

  it('keeps an ordinary message, folds whitespace and cuts to the stored length', () => {
    expect(scrubVisitorText("Cannot read properties of undefined (reading 'map')")).toBe(
      "Cannot read properties of undefined (reading 'map')",
    );
    expect(scrubVisitorText('  two\n\n lines ')).toBe('two lines');
    expect(scrubVisitorText('x'.repeat(1000))).toHaveLength(VISITOR_REPORT_LIMITS.messageMax);
    expect(scrubVisitorText('   ')).toBe('Error');
  });
});

describe('visitorReportSchema', () => {
  const vital = { route: '/services', language: 'en', remote: 'mf_public', remoteVersion: '1.0.0', kind: 'LCP', value: 1234 };
  const error = { ...vital, kind: 'error', value: undefined, message: 'Boom' };
  const refused = (input: unknown) => visitorReportSchema.safeParse(input).error?.issues[0]?.message;

  it('accepts a vital with its value and an error with its message', () => {
    expect(visitorReportSchema.safeParse(vital).success).toBe(true);
    expect(visitorReportSchema.safeParse({ ...vital, kind: 'CLS', value: 0.02 }).success).toBe(true);
    expect(visitorReportSchema.safeParse(error).success).toBe(true);
    expect(visitorReportSchema.safeParse({ ...error, route: '(other)', remote: 'shell', remoteVersion: 'unknown' }).success).toBe(true);
  });

  it.each([
    ['a vital without its value', { ...vital, value: undefined }],
    ['a vital with a message', { ...vital, message: 'x' }],
    ['an error without a message', { ...error, message: undefined }],
    ['an error with a value', { ...error, value: 3 }],
    ['a raw path with a query', { ...vital, route: '/contact?email=a@b.co' }],
    ['an unknown remote', { ...vital, remote: 'mf_other' }],
    ['a version with spaces', { ...vital, remoteVersion: '1.0 beta' }],
    ['a negative value', { ...vital, value: -1 }],
    ['an unknown kind', { ...vital, kind: 'FID' }],
  ])('refuses %s with the one message', (_what, input) => {
    expect(refused(input)).toBe(MESSAGES.visitorTelemetry.reportInvalid);
  });
});
