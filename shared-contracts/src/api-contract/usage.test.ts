import { apiUsage, usageFindings } from './usage.js';

// The fixtures are JSON documents each test changes at any depth.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** A small API document: one operation, with what each reason of usageFindings is about. */
function document(change: (op: Json, doc: Json) => void = () => undefined) {
  const op: Json = {
    operationId: 'updateInquiryStatus',
    parameters: [
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'notify', in: 'query', required: false, schema: { type: 'string', enum: ['yes', 'no'] } },
    ],
    requestBody: {
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['status'],
            properties: { status: { type: 'string', enum: ['New', 'Closed'] } },
          },
        },
      },
    },
    responses: {
      200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Inquiry' } } } },
      404: { content: { 'application/json': { schema: { type: 'object' } } } },
    },
  };
  const doc: Json = {
    openapi: '3.0.0',
    info: { version: '1.2.0' },
    paths: { '/api/admin/inquiries/{id}': { put: op } },
    components: {
      schemas: {
        Inquiry: {
          type: 'object',
          required: ['id', 'photos'],
          properties: {
            id: { type: 'string' },
            photos: {
              type: 'array',
              items: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
            },
          },
        },
      },
    },
  };
  change(op, doc);
  return doc;
}

const KEY = 'PUT /api/admin/inquiries/{id}';
const built = apiUsage(document(), [KEY, 'GET /api/not-in-the-document']);
const findings = (change: Parameters<typeof document>[0]) => usageFindings(built, document(change));

describe('usageFindings: what a build relies on against another API document', () => {
  it('records the operations it calls that the document has, with the contract version', () => {
    expect(built.contract).toBe('1.2.0');
    expect(Object.keys(built.operations)).toEqual([KEY]);
    expect(built.operations[KEY]!.answer['photos[].id']).toEqual({ required: true });
  });

  it('passes the same document and additive changes: a new operation, optional parameter, field or value', () => {
    expect(findings(() => undefined)).toEqual([]);
    expect(
      findings((op, doc) => {
        op.parameters.push({ name: 'page', in: 'query', required: false, schema: { type: 'integer' } });
        op.requestBody.content['application/json'].schema.properties.note = { type: 'string' };
        op.requestBody.content['application/json'].schema.properties.status.enum.push('Responded');
        doc.components.schemas.Inquiry.properties.language = { type: 'string' };
        doc.info.version = '1.3.0';
        doc.paths['/api/new'] = { get: { responses: {} } };
      }),
    ).toEqual([]);
  });

  it('refuses a document without an operation it calls, naming the operation', () => {
    expect(findings((_op, doc) => delete doc.paths['/api/admin/inquiries/{id}'])).toEqual([
      `calls ${KEY} (updateInquiryStatus), which the API lacks`,
    ]);
  });

  it('refuses a removed parameter, a new required one, and a narrowed enum', () => {
    expect(findings((op) => op.parameters.splice(1, 1))).toEqual([
      `${KEY} (updateInquiryStatus) sends parameter query notify, which the API no longer takes`,
    ]);
    expect(findings((op) => op.parameters.push({ name: 'why', in: 'query', required: true }))).toEqual([
      `${KEY} (updateInquiryStatus) the API now requires parameter query why, which it does not always send`,
    ]);
    expect(findings((op) => (op.parameters[1].schema.enum = ['yes']))).toEqual([
      `${KEY} (updateInquiryStatus) sends parameter query notify as no, which the API no longer takes`,
    ]);
  });

  it('refuses a removed or newly required body field', () => {
    const body = (op: Json) => op.requestBody.content['application/json'].schema;
    expect(findings((op) => delete body(op).properties.status)).toEqual([
      `${KEY} (updateInquiryStatus) sends field status, which the API no longer takes`,
    ]);
    expect(
      findings((op) => {
        body(op).properties.reason = { type: 'string' };
        body(op).required.push('reason');
      }),
    ).toEqual([
      `${KEY} (updateInquiryStatus) the API now requires field reason, which it does not always send`,
    ]);
  });

  it('refuses an answer field removed or made optional', () => {
    expect(
      findings((_op, doc) => delete doc.components.schemas.Inquiry.properties.photos.items.properties.id),
    ).toEqual([`${KEY} (updateInquiryStatus) reads field photos[].id, which the API no longer answers`]);
    expect(findings((_op, doc) => (doc.components.schemas.Inquiry.required = ['id']))).toEqual([
      `${KEY} (updateInquiryStatus) reads field photos, which the API may now leave out`,
      `${KEY} (updateInquiryStatus) reads field photos[].id, which the API may now leave out`,
    ]);
  });

  it('refuses another major version of the contract, and notes a deprecated operation', () => {
    expect(findings((_op, doc) => (doc.info.version = '2.0.0'))).toEqual([
      'built against API contract 1.2.0, the API states 2.0.0 (another major version)',
    ]);
    const notes: string[] = [];
    expect(
      usageFindings(
        built,
        document((op) => (op.deprecated = true)),
        notes,
      ),
    ).toEqual([]);
    expect(notes).toEqual([
      `calls ${KEY} (updateInquiryStatus), which the API has deprecated (see its Sunset)`,
    ]);
  });
});
