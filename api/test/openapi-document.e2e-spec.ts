import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { OpenAPIObject, OperationObject, ResponseObject, SchemaObject } from '@nestjs/swagger';
import { readFileSync, writeFileSync } from 'node:fs';
import {
  API_CONTRACT_VERSION,
  API_OPERATIONS,
  ERROR_CODES,
  MESSAGE_CODE_PATTERN,
  REFUSAL_PARAM_NAMES,
  STATUS_ERROR_CODES,
} from 'shared-contracts';
import { OPENAPI_DOCUMENT_ROUTE } from '../src/openapi/openapi.setup.js';
import { apiSuite } from './helpers/suite.js';
import { concretePath } from './helpers/routes.js';

/**
 * The API's OpenAPI document (issue 43): built from shared-contracts' API_OPERATIONS, complete, and clean under
 * Redocly's recommended rules. The traffic of every API test is checked against it (test/jest/contract-check.setup.ts).
 */
const operations = (document: OpenAPIObject) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'delete'] as const)
      .filter((method) => item[method])
      .map((method) => ({
        key: `${method.toUpperCase()} ${path}`,
        path,
        method,
        op: item[method] as OperationObject,
      })),
  );

describe('the OpenAPI document', () => {
  const suite = apiSuite({ reset: 'never' });
  let document: OpenAPIObject;
  beforeAll(async () => {
    const res = await suite.http().get(OPENAPI_DOCUMENT_ROUTE).expect(200);
    document = res.body as OpenAPIObject;
  });

  it('is served at /api/openapi.json and, with the docs on, at /api/docs-json, with the contract version', async () => {
    const docs = await suite.http().get('/api/docs-json').expect(200);
    expect(docs.body).toEqual(document);
    expect(document.openapi).toMatch(/^3\.0\./);
    expect(document.info.version).toBe(API_CONTRACT_VERSION);
  });

  it('is api/openapi.json, which the remotes record their API use from (UPDATE_OPENAPI=1 rewrites it)', () => {
    const file = new URL('../openapi.json', import.meta.url);
    const served = `${JSON.stringify(document, null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(file, served);
    expect(readFileSync(file, 'utf8')).toBe(served);
  });

  it('has exactly the operations of API_OPERATIONS, each with its id and summary', () => {
    const ops = operations(document);
    expect(ops).toHaveLength(Object.keys(API_OPERATIONS).length);
    expect(ops.map((o) => o.op.operationId).sort()).toEqual(Object.keys(API_OPERATIONS).sort());
    expect(ops.filter((o) => !o.op.summary).map((o) => o.key)).toEqual([]);
  });

  it('gives every operation a success with its schema (204: no body), and its security', () => {
    for (const { key, op } of operations(document)) {
      const contract = API_OPERATIONS[op.operationId!]!;
      const success = (op.responses as Record<string, ResponseObject>)[contract.ok.status];
      const content = success?.content && Object.values(success.content)[0];
      expect({ key, schema: contract.ok.status === 204 ? 'none' : Boolean(content?.schema) }).toEqual({
        key,
        schema: contract.ok.status === 204 ? 'none' : true,
      });
      expect({ key, security: op.security }).toEqual({
        key,
        security: contract.access === 'staff' ? [{ bearer: [] }] : [],
      });
    }
  });

  it('lists 401 and 403 on every staff operation, the error shape on every refusal (a 429 always says the wait)', () => {
    const staff = operations(document).filter((o) => o.op.security?.length);
    expect(staff.length).toBeGreaterThan(40);
    for (const { key, op } of staff)
      expect({ key, listed: Object.keys(op.responses) }).toEqual({
        key,
        listed: expect.arrayContaining(['401', '403']),
      });
    for (const { op } of operations(document))
      for (const [status, response] of Object.entries(op.responses as Record<string, ResponseObject>))
        if (Number(status) >= 400 && op.operationId !== 'getHealth')
          expect(response.content?.['application/json']?.schema).toEqual({
            $ref: `#/components/schemas/${status === '429' ? 'RateLimitError' : 'ApiError'}`,
          });
  });

  it('states the refusal codes and params of shared-contracts: code always, params only field, limit, retryAfterSeconds', () => {
    const schemas = document.components!.schemas as Record<string, SchemaObject>;
    const error = schemas.ApiError!;
    expect(error.required).toEqual(expect.arrayContaining(['statusCode', 'message', 'error', 'code']));
    expect(error.additionalProperties).toBe(false);
    const params = error.properties!.params as SchemaObject;
    expect(Object.keys(params.properties!).sort()).toEqual([...REFUSAL_PARAM_NAMES].sort());
    expect(params.additionalProperties).toBe(false);
    const code = JSON.stringify(error.properties!.code);
    for (const known of [...Object.values(ERROR_CODES), ...STATUS_ERROR_CODES])
      expect(code).toContain(`"${known}"`);
    expect(code).toContain(JSON.stringify(MESSAGE_CODE_PATTERN.source));
    const limited = schemas.RateLimitError!;
    expect((limited.properties!.params as SchemaObject).required).toEqual(['retryAfterSeconds']);
    expect(limited.required).toEqual(expect.arrayContaining(['code', 'params']));
  });

  it('states what the guard does: a staff operation without a token is 401, a public one is not', async () => {
    for (const { key, path, method, op } of operations(document)) {
      const url = concretePath(path.replace(/\{(\w+)\}/g, ':$1'), { step: 'visit' });
      const res = await suite.http()[method](url);
      expect({ key, unauthorized: res.status === 401 }).toEqual({
        key,
        unauthorized: Boolean(op.security?.length),
      });
    }
  });

  it("passes Redocly's recommended rules with 0 errors and no warning but the documented one", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: '/openapi.json',
      config,
    });
    const found = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}`);
    // operation-4xx-response does not fit two operations: they take no input and are public, so no 4xx can happen
    // (docs/api.md). Listing a 4xx they never give would be the kind of drift this document is checked against.
    expect(found).toEqual([
      'warn operation-4xx-response #/paths/~1api~1health/get/responses',
      'warn operation-4xx-response #/paths/~1api~1gallery~1categories/get/responses',
    ]);
  });
});
