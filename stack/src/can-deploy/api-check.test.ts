import { apiBuildFit, remoteApiFit } from './api-check';

const document = (paths: Record<string, unknown>, version = '1.1.0') => ({
  source: 'https://api.example.com/api/openapi.json',
  json: { openapi: '3.0.3', info: { version }, paths },
});
const COUNTS = { '/api/admin/inquiries/counts': { get: { operationId: 'countInquiries', responses: {} } } };
const usage = {
  source: 'dist/api-usage.json',
  json: {
    contract: '1.1.0',
    operations: { 'GET /api/admin/inquiries/counts': { params: {}, body: {}, answer: {} } },
  },
};

describe('the API half of can-deploy (issue 43)', () => {
  it('passes a remote whose operations the deployed API has, and refuses one naming an operation it lacks', () => {
    expect(remoteApiFit('mf_admin_inquiries', usage, document(COUNTS))).toEqual({ failures: [], notes: [] });
    expect(remoteApiFit('mf_admin_inquiries', usage, document({})).failures).toEqual([
      'mf_admin_inquiries calls GET /api/admin/inquiries/counts, which the API lacks',
    ]);
  });

  it('refuses a remote without a record, or when the API document cannot be read', () => {
    const missing = { source: 'dist/api-usage.json', error: 'ENOENT' };
    expect(remoteApiFit('mf_public', missing, document(COUNTS)).failures).toEqual([
      'mf_public: cannot read its API record dist/api-usage.json: ENOENT',
    ]);
    const down = { source: 'https://api.example.com/api/openapi.json', error: 'HTTP 503' };
    expect(remoteApiFit('mf_public', usage, down).failures).toEqual([
      "cannot read the deployed API's document https://api.example.com/api/openapi.json: HTTP 503",
    ]);
  });

  it('passes an API build that only adds, refuses one that removes what a deployed remote calls', () => {
    const added = document({ ...COUNTS, '/api/new': { get: { responses: {} } } }, '1.2.0');
    expect(apiBuildFit(added, { mf_admin_inquiries: usage })).toEqual({ failures: [], notes: [] });
    expect(apiBuildFit(document({}, '1.2.0'), { mf_admin_inquiries: usage }).failures).toEqual([
      'deployed mf_admin_inquiries calls GET /api/admin/inquiries/counts, which the API lacks',
    ]);
  });

  it('refuses an API build of another major version, and notes a deployed remote without a record', () => {
    const next = apiBuildFit(document(COUNTS, '2.0.0'), {
      mf_admin_inquiries: usage,
      mf_public: { source: 'https://cdn/mf_public/api-usage.json', error: 'HTTP 404 Not Found' },
    });
    expect(next).toEqual({
      failures: [
        'deployed mf_admin_inquiries built against API contract 1.1.0, the API states 2.0.0 (another major version)',
      ],
      notes: [
        'mf_public: cannot read its API record https://cdn/mf_public/api-usage.json: HTTP 404 Not Found: what it calls is not checked',
      ],
    });
  });
});
