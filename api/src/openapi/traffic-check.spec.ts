import type { OpenAPIObject } from '@nestjs/swagger';
import express from 'express';
import request from 'supertest';
import { apiRefusalSchema, rateLimitRefusalSchema } from 'shared-contracts';
import { openApiSchema } from './contract-document.js';
import { contractTrafficCheck, type ContractViolation } from './traffic-check.js';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const DOCUMENT = {
  openapi: '3.0.0',
  info: { title: 't', version: '1.0.0' },
  paths: {
    '/api/items/{id}': {
      put: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        requestBody: {
          required: true,
          ...json({
            type: 'object',
            required: ['name'],
            properties: { name: { type: 'string', maxLength: 5 } },
          }),
        },
        responses: {
          200: {
            description: 'ok',
            headers: { ETag: { schema: { type: 'string' } } },
            ...json({ $ref: '#/components/schemas/Item' }),
          },
          400: { description: 'bad', ...json({ type: 'object' }) },
        },
      },
    },
    '/api/items': { delete: { responses: { 204: { description: 'gone' } } } },
  },
  components: {
    schemas: {
      Item: {
        type: 'object',
        required: ['id', 'note'],
        properties: { id: { type: 'integer' }, note: { type: 'string', nullable: true } },
      },
    },
  },
} as unknown as OpenAPIObject;

/** An app answering what each test asks, behind the check. */
function appAnswering(
  answer: (req: express.Request, res: express.Response) => void,
  document: OpenAPIObject = DOCUMENT,
) {
  const violations: ContractViolation[] = [];
  const app = express();
  app.set('etag', false);
  app.use(
    contractTrafficCheck(
      () => document,
      (v) => violations.push(v),
    ),
  );
  app.use(express.json());
  app.use(answer);
  return { http: request(app), violations };
}

describe('the contract check of traffic', () => {
  it('passes an exchange the document describes, null where nullable', async () => {
    const { http, violations } = appAnswering((_req, res) => {
      res.setHeader('ETag', '"1"');
      res.json({ id: 1, note: null });
    });
    await http.put('/api/items/1').send({ name: 'ok' });
    expect(violations).toEqual([]);
  });

  it('reports a status the operation does not list', async () => {
    const { http, violations } = appAnswering((_req, res) => void res.status(409).json({}));
    await http.put('/api/items/1').send({ name: 'ok' });
    expect(violations).toEqual([
      {
        request: 'PUT /api/items/1',
        status: 409,
        problem: 'answered 409, which the operation does not list',
      },
    ]);
  });

  it('reports a body that does not fit its schema, and a header not listed', async () => {
    const { http, violations } = appAnswering((req, res) => {
      if (req.method === 'DELETE') res.setHeader('Retry-After', '3');
      res.status(req.method === 'DELETE' ? 204 : 200).json({ id: 'one', note: 'x' });
    });
    await http.put('/api/items/1').send({ name: 'ok' });
    await http.delete('/api/items');
    expect(violations.map((v) => v.problem)).toEqual([
      'the 200 body does not fit: /id must be integer',
      'sent retry-after, not listed for 204',
    ]);
  });

  it('reports a request outside the document that was accepted, not one that was refused as listed', async () => {
    const { http, violations } = appAnswering((req, res) =>
      req.body.name.length > 5 ? void res.status(400).json({}) : void res.json({ id: 1, note: null }),
    );
    await http.put('/api/items/0').send({ name: 'ok' });
    await http.put('/api/items/1').send({ name: 'far too long' });
    expect(violations.map((v) => v.problem)).toEqual(['path parameter id: (value) must be >= 1']);
  });

  it("checks a request's text fields as the API reads them, trimmed", async () => {
    const { http, violations } = appAnswering((req, res) =>
      req.body.name.trim().length > 5 ? void res.status(400).json({}) : void res.json({ id: 1, note: null }),
    );
    await http.put('/api/items/1').send({ name: '  five  ' });
    await http.put('/api/items/1').send({ name: 'far too long' });
    expect(violations).toEqual([]);
  });

  it('reports an answer other than 404 on a path the document does not have', async () => {
    const { http, violations } = appAnswering(
      (req, res) => void res.status(req.path === '/api/nothing' ? 404 : 200).json({}),
    );
    await http.get('/api/nothing');
    await http.get('/api/other');
    expect(violations.map((v) => `${v.request}: ${v.problem}`)).toEqual([
      'GET /api/other: a path and method the document does not have',
    ]);
  });
});

describe("the contract check of refusals (issue 48: the API document's ApiError and RateLimitError)", () => {
  const REFUSALS = {
    openapi: '3.0.0',
    info: { title: 't', version: '1.0.0' },
    paths: {
      '/api/quote': {
        post: {
          responses: {
            201: { description: 'ok' },
            400: { description: 'bad', ...json({ $ref: '#/components/schemas/ApiError' }) },
            429: {
              description: 'wait',
              headers: { 'Retry-After': { schema: { type: 'integer' } } },
              ...json({ $ref: '#/components/schemas/RateLimitError' }),
            },
          },
        },
      },
    },
    components: {
      schemas: {
        ApiError: openApiSchema(apiRefusalSchema),
        RateLimitError: openApiSchema(rateLimitRefusalSchema),
      },
    },
  } as unknown as OpenAPIObject;
  const base = { statusCode: 400, message: 'Name must be at least 2 characters', error: 'Bad Request' };

  it('passes refusals with a known code form and known params, reports any other', async () => {
    const bodies: [number, object][] = [
      [400, { ...base, code: 'quote.name', params: { field: 'name' } }],
      [400, { ...base, code: 'STALE_VERSION' }],
      [400, base],
      [400, { ...base, code: 'Name is too short' }],
      [400, { ...base, code: 'quote.name', params: { field: 'name', seconds: 3 } }],
      [
        429,
        { ...base, statusCode: 429, code: 'quote.tooManyRequestsRetryIn', params: { retryAfterSeconds: 30 } },
      ],
      [429, { ...base, statusCode: 429, code: 'TOO_MANY_REQUESTS' }],
    ];
    let next = 0;
    const { http, violations } = appAnswering((_req, res) => {
      const [status, body] = bodies[next++]!;
      if (status === 429) res.setHeader('Retry-After', '30');
      res.status(status).json(body);
    }, REFUSALS);
    for (let i = 0; i < bodies.length; i++) await http.post('/api/quote');
    expect(violations.map((v) => `${v.status}: ${v.problem}`)).toEqual([
      "400: the 400 body does not fit: (value) must have required property 'code'",
      expect.stringMatching(/^400: the 400 body does not fit: \/code /),
      '400: the 400 body does not fit: /params must NOT have additional properties',
      "429: the 429 body does not fit: (value) must have required property 'params'",
    ]);
  });
});
