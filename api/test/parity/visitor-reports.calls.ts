import { MESSAGES, VISITOR_REPORT_LIMITS as L, visitorReportSchema } from 'shared-contracts';
import { bodyShapeCases, MISSING, withField, type Body } from './text-cases.js';
import { ACCEPT, type ParityCall, type ParityCase } from './verdict.js';

const invalid = MESSAGES.visitorTelemetry.reportInvalid;
const vital: Body = { route: '/es/services', language: 'es', remote: 'mf_public', remoteVersion: '1.0.0', kind: 'INP', value: 96 };
const error: Body = { route: '/admin', language: 'en', remote: 'mf_admin_inquiries', remoteVersion: '1.2.0-rc.1', kind: 'rejection', message: 'Boom' };

const at = (base: Body, field: string, value: unknown, expected: string): ParityCase => ({
  what: `${base.kind} ${field}: ${value === MISSING ? 'missing' : JSON.stringify(value)?.slice(0, 40)}`,
  input: withField(base, field, value),
  expected,
});

/** Issue 45: the shell's beacon (anonymous; sent as JSON here, as text/plain by browsers: visitor-telemetry.e2e-spec). */
export const visitorReportCalls: ParityCall[] = [
  {
    name: 'POST /api/public/visitor-reports',
    schema: visitorReportSchema,
    send: (api, input) => api.http().post('/api/public/visitor-reports').send(input as object),
    cases: [
      ...bodyShapeCases(vital),
      ...bodyShapeCases(error),
      ...['/', '/admin/service-area', '(other)', '/'.padEnd(L.routeMax, 'a')].map((route) => at(vital, 'route', route, ACCEPT)),
      ...[MISSING, '', 'services', '/Services', '/contact?email=a@b.co', '/'.padEnd(L.routeMax + 1, 'a'), 5, null].map(
        (route) => at(vital, 'route', route, invalid),
      ),
      ...[MISSING, 'fr', 'EN', 1].map((language) => at(vital, 'language', language, invalid)),
      at(error, 'remote', 'shell', ACCEPT),
      ...[MISSING, 'mf_other', ''].map((remote) => at(vital, 'remote', remote, invalid)),
      ...['unknown', '1.0.0+build.7', 'x'.repeat(L.versionMax)].map((v) => at(vital, 'remoteVersion', v, ACCEPT)),
      ...[MISSING, '', '1.0 beta', 'x'.repeat(L.versionMax + 1), 1].map((v) => at(vital, 'remoteVersion', v, invalid)),
      ...[MISSING, 'FID', 'lcp', null].map((kind) => at(vital, 'kind', kind, invalid)),
      ...[0, 0.013, L.valueMax].map((value) => at(vital, 'value', value, ACCEPT)),
      ...[MISSING, -1, L.valueMax + 1, '96', null].map((value) => at(vital, 'value', value, invalid)),
      at(vital, 'message', 'a vital with a message', invalid),
      ...['x', ` ${'x'.repeat(L.messageMax)} `].map((message) => at(error, 'message', message, ACCEPT)),
      ...[MISSING, '', '   ', 'x'.repeat(L.messageMax + 1), 5, null].map((message) =>
        at(error, 'message', message, invalid),
      ),
      at(error, 'value', 3, invalid),
    ],
  },
];
