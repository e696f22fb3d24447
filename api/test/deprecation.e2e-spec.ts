import type { OpenAPIObject, OperationObject, ResponseObject } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { API_OPERATIONS, apiUsage, usageFindings, type ApiOperation } from 'shared-contracts';
import { OPENAPI_DOCUMENT_ROUTE } from '../src/openapi/openapi.setup.js';
import { apiSuite } from './helpers/suite.js';

/**
 * How a removal is announced (docs/api.md, versioning rule; issue 43): an operation marked deprecated in the contract
 * is marked so in the document, with the headers on its answers, and every answer of it carries Deprecation (RFC 9745)
 * and Sunset (RFC 8594). No operation of the API is deprecated today: this file marks two for its own app. The traffic
 * of this file is checked against the document too, so an answer with a header the document does not list fails it.
 */
const DEPRECATION = { since: '2026-01-15T00:00:00Z', sunset: '2026-07-01T00:00:00Z' };
const HEADERS = { deprecation: '@1768435200', sunset: 'Wed, 01 Jul 2026 00:00:00 GMT' };
const MARKED = ['getHealth', 'getInquiry'];

describe('a deprecated operation', () => {
  const original: Record<string, ApiOperation> = {};
  // Before the app is created (apiSuite's beforeAll): its document and its headers are read from API_OPERATIONS then.
  beforeAll(() => {
    for (const id of MARKED) {
      original[id] = API_OPERATIONS[id]!;
      API_OPERATIONS[id] = { ...original[id], deprecated: DEPRECATION };
    }
  });
  afterAll(() => Object.assign(API_OPERATIONS, original));
  const suite = apiSuite({ reset: 'never' });
  let document: OpenAPIObject;
  beforeAll(async () => {
    document = (await suite.http().get(OPENAPI_DOCUMENT_ROUTE).expect(200)).body as OpenAPIObject;
  });

  it('answers with Deprecation and Sunset', async () => {
    const res = await suite.http().get('/api/health').expect(200);
    expect(res.headers).toMatchObject(HEADERS);
  });

  it('carries them on its refusals too (a staff operation without a token)', async () => {
    const res = await suite.http().get(`/api/admin/inquiries/${randomUUID()}`).expect(401);
    expect(res.headers).toMatchObject(HEADERS);
  });

  it('leaves every other operation alone, a literal path beside the deprecated parameter one included', async () => {
    for (const res of [
      await suite.http().get('/api/admin/inquiries/counts').expect(401),
      await suite.http().get('/api/gallery/categories').expect(200),
    ]) {
      expect(res.headers.deprecation).toBeUndefined();
      expect(res.headers.sunset).toBeUndefined();
    }
  });

  it('is marked deprecated in the document, every answer listing both headers', () => {
    const health = document.paths['/api/health']!.get as OperationObject;
    expect(health.deprecated).toBe(true);
    expect(health.description).toContain('2026-07-01');
    for (const response of Object.values(health.responses as Record<string, ResponseObject>))
      expect(Object.keys(response.headers ?? {})).toEqual(expect.arrayContaining(['Deprecation', 'Sunset']));
    const counts = document.paths['/api/admin/inquiries/counts']!.get as OperationObject;
    expect(counts.deprecated).toBeUndefined();
  });

  it('is a note, not a refusal, of can-deploy for a remote that still calls it', () => {
    const usage = apiUsage(document, ['GET /api/health', 'GET /api/admin/inquiries/counts']);
    const notes: string[] = [];
    expect(usageFindings(usage, document, notes)).toEqual([]);
    expect(notes).toEqual([
      'calls GET /api/health (getHealth), which the API has deprecated (see its Sunset)',
    ]);
  });
});
