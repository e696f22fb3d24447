import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger';
import {
  API_CONTRACT_VERSION,
  API_OPERATIONS,
  apiRefusalSchema,
  deprecationHeaders,
  operationKey,
  rateLimitRefusalSchema,
  type ApiOperation,
  type RefusalStatus,
} from 'shared-contracts';
import { z } from 'zod';

/**
 * The API's OpenAPI document, complete (issue 43). Nest's document gives the paths, tags, query and header parameters
 * and request bodies (from the DTOs the ValidationPipe checks with); every operation's id, summary, security, success
 * body and refusals come from shared-contracts' API_OPERATIONS, whose zod schemas are those the front end parses with,
 * turned into OpenAPI 3.0 schemas by zod's own z.toJSONSchema. The usual refusals follow the rules of docs/api.md.
 */

const METHODS = ['get', 'post', 'put', 'delete'] as const;
const ERROR = { $ref: '#/components/schemas/ApiError' };
/** A 429's body: the error shape whose params always carry retryAfterSeconds (issue 48). */
const RATE_LIMIT_ERROR = { $ref: '#/components/schemas/RateLimitError' };
const BEARER = 'bearer';

/** zod's OpenAPI 3.0 form of a schema ($schema dropped; refinements have no JSON form and are left out). */
export function openApiSchema(schema: z.core.$ZodType, io: 'input' | 'output' = 'output'): SchemaObject {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io,
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return json as SchemaObject;
}

const header = (description: string, schema: SchemaObject = { type: 'string' }) => ({ description, schema });

const USUAL_REFUSALS: Record<RefusalStatus | 401 | 403, string> = {
  304: 'Not modified',
  400: "The request breaks a rule: `code` names it (a message key such as 'quote.nameTooLong', or BAD_REQUEST), `errors` lists every failed rule",
  401: 'No valid staff token: code UNAUTHORIZED',
  403: 'The token is not a staff account (unverified, or outside the company domain): code FORBIDDEN',
  404: 'Not found: code NOT_FOUND',
  409: 'Conflict',
  413: 'The body is larger than the API accepts: code PAYLOAD_TOO_LARGE',
  415: 'The body is not in a form the API reads: code UNSUPPORTED_MEDIA_TYPE',
  422: 'Unprocessable',
  429: 'Too many requests from this client: wait Retry-After seconds (params.retryAfterSeconds)',
  503: 'A service the API needs (its database) does not answer: try again later',
};

/** The refusals an operation can give: its own, plus the usual ones its shape implies (docs/api.md). */
function refusalsOf(contract: ApiOperation, operation: OperationObject): Map<number, string> {
  const statuses = new Map<number, string>();
  const add = (status: RefusalStatus | 401 | 403) =>
    statuses.set(status, contract.refusals?.[status as RefusalStatus] ?? USUAL_REFUSALS[status]);
  if (contract.ok.etag === 'conditional') add(304);
  const takesInput = Boolean(operation.requestBody) || (operation.parameters?.length ?? 0) > 0;
  if (takesInput) add(400);
  if (contract.access === 'staff') [401, 403].forEach((s) => add(s as 401 | 403));
  if (contract.path.includes('{')) add(404);
  // The body parser reads any body sent with these methods before the route: malformed (400), too large, unreadable.
  if (contract.method !== 'GET') [400, 413, 415].forEach((s) => add(s as RefusalStatus));
  add(503);
  for (const status of Object.keys(contract.refusals ?? {})) add(Number(status) as RefusalStatus);
  return new Map([...statuses].sort(([a], [b]) => a - b));
}

function refusalResponse(contract: ApiOperation, status: number, description: string): ResponseObject {
  if (status === 304) return { description, headers: { ETag: header('The current ETag') } };
  const body = contract.refusalBodies?.[status as RefusalStatus];
  const response: ResponseObject = {
    description,
    content: {
      'application/json': { schema: body ? openApiSchema(body) : status === 429 ? RATE_LIMIT_ERROR : ERROR },
    },
  };
  if (status === 429) response.headers = { 'Retry-After': header('Seconds to wait', { type: 'integer' }) };
  return response;
}

function successResponse(contract: ApiOperation, nest: ResponseObject | undefined): ResponseObject {
  const { ok } = contract;
  const response: ResponseObject = { description: nest?.description || contract.summary };
  if (ok.body === 'image')
    response.content = { 'image/webp': { schema: { type: 'string', format: 'binary' } } };
  else if (ok.body) response.content = { 'application/json': { schema: openApiSchema(ok.body) } };
  const headers: Record<string, { description: string; schema: SchemaObject }> = {};
  if (ok.etag) headers.ETag = header("The answer's entity tag (If-None-Match revalidates when conditional)");
  for (const [name, description] of Object.entries(ok.headers ?? {})) headers[name] = header(description);
  if (Object.keys(headers).length) response.headers = headers;
  return response;
}

/** Path parameters Nest left out (those checked by a custom pipe) take the contract's schema. */
function pathParameters(contract: ApiOperation, operation: OperationObject): ParameterObject[] {
  const parameters = (operation.parameters ?? []) as ParameterObject[];
  const named = new Set(parameters.filter((p) => p.in === 'path').map((p) => p.name));
  const missing = [...contract.path.matchAll(/\{(\w+)\}/g)]
    .map(([, name]) => name!)
    .filter((name) => !named.has(name))
    .map((name) => {
      const schema = contract.pathParams?.[name];
      return {
        name,
        in: 'path',
        required: true,
        schema: schema ? openApiSchema(schema) : { type: 'string' },
      };
    });
  return [...missing, ...parameters] as ParameterObject[];
}

function completeOperation(id: string, contract: ApiOperation, operation: OperationObject): OperationObject {
  const nestResponses = (operation.responses ?? {}) as Record<string, ResponseObject>;
  const parameters = pathParameters(contract, operation);
  const withParameters = { ...operation, parameters };
  const responses: Record<string, ResponseObject> = {
    [contract.ok.status]: successResponse(contract, nestResponses[contract.ok.status]),
  };
  for (const [status, usual] of refusalsOf(contract, withParameters)) {
    const description =
      contract.refusals?.[status as RefusalStatus] ?? nestResponses[status]?.description ?? usual;
    responses[status] = refusalResponse(contract, status, description);
  }
  return {
    ...withParameters,
    operationId: id,
    summary: contract.summary,
    security: contract.access === 'staff' ? [{ [BEARER]: [] }] : [],
    responses,
    ...(contract.deprecated ? deprecatedOperation(contract.deprecated, responses, operation.description) : {}),
  };
}

/** A deprecated operation: marked so, and every answer lists the Deprecation and Sunset headers it carries. */
function deprecatedOperation(
  deprecation: NonNullable<ApiOperation['deprecated']>,
  responses: Record<string, ResponseObject>,
  description: string | undefined,
): Pick<OperationObject, 'deprecated' | 'description'> {
  const values = deprecationHeaders(deprecation);
  for (const response of Object.values(responses))
    response.headers = {
      ...response.headers,
      Deprecation: header(`Deprecated since ${deprecation.since} (RFC 9745): ${values.Deprecation}`),
      Sunset: header(`No longer answered after ${deprecation.sunset} (RFC 8594): ${values.Sunset}`),
    };
  return {
    deprecated: true,
    description: [
      `Deprecated since ${deprecation.since}; removed after ${deprecation.sunset} (docs/api.md, versioning rule).`,
      description,
    ]
      .filter(Boolean)
      .join(' '),
  };
}

/** Nest's document completed from the contract; throws when the routes and API_OPERATIONS are not the same set. */
export function contractDocument(nest: OpenAPIObject): OpenAPIObject {
  const byKey = new Map(
    Object.entries(API_OPERATIONS).map(([id, op]) => [operationKey(op), [id, op] as const]),
  );
  const paths: OpenAPIObject['paths'] = {};
  const undocumented: string[] = [];
  for (const [path, item] of Object.entries(nest.paths)) {
    const completed: Record<string, OperationObject> = {};
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const key = operationKey({ method: method.toUpperCase() as ApiOperation['method'], path });
      const entry = byKey.get(key);
      if (!entry) undocumented.push(key);
      else completed[method] = completeOperation(entry[0], entry[1], operation);
      byKey.delete(key);
    }
    paths[path] = { ...item, ...completed };
  }
  const problems = [
    ...undocumented.map((key) => `${key} is a route without an entry in API_OPERATIONS`),
    ...[...byKey.keys()].map((key) => `${key} is in API_OPERATIONS but no route answers it`),
  ];
  if (problems.length) throw new Error(`The API's routes and its contract differ:\n${problems.join('\n')}`);
  return {
    ...nest,
    info: {
      ...nest.info,
      version: API_CONTRACT_VERSION,
      license: { name: 'Proprietary', url: 'https://www.alamomasonry.com' },
    },
    servers: [{ url: '/', description: 'The API itself (every path starts with /api)' }],
    paths,
    components: {
      ...nest.components,
      schemas: {
        ...nest.components?.schemas,
        ApiError: openApiSchema(apiRefusalSchema),
        RateLimitError: openApiSchema(rateLimitRefusalSchema),
      },
      securitySchemes: {
        [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token of a staff member' },
      },
    },
  };
}
