import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { documentSchemas, type DocumentSchemas } from './document-schemas.js';

/**
 * The contract check of live traffic (issue 43, API_CONTRACT_CHECK): every request to an operation and its answer are
 * compared with the API's own OpenAPI document, as a validating proxy would. A violation is
 * - an answer whose status the operation does not list, whose body does not fit the listed schema (or has a body
 *   where none is listed), or that sends an ETag, Retry-After or Idempotent-Replayed header not listed for it;
 * - a request outside the document (a parameter or body that breaks its schema) that the API accepted (2xx): the
 *   document would then be narrower than the API. Refused bad input is fine when its refusal is listed;
 * - an answer other than 404 (or the body parser's 400, 413, 415) on a path the document does not have.
 */
export interface ContractViolation {
  /** The operationId of the document the request matched; absent for a path the document does not have. */
  operation?: string;
  request: string;
  status: number;
  problem: string;
}

const WATCHED_HEADERS = ['etag', 'retry-after', 'idempotent-replayed', 'deprecation', 'sunset'];
/** A path without an operation: 404, or the body parser's refusal, which comes before routing (docs/api.md). */
const UNROUTED_ANSWERS = [404, 400, 413, 415];
const SKIPPED = /^\/api\/(docs|openapi\.json)/;

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  params: string[];
  operation: OperationObject;
}

function routesOf(document: OpenAPIObject): Route[] {
  const routes: Route[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    const params = [...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
    const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '([^/]+)')}/?$`);
    for (const method of ['get', 'post', 'put', 'delete'] as const)
      if (item[method])
        routes.push({ method: method.toUpperCase(), template, pattern, params, operation: item[method] });
  }
  // A literal segment wins over a parameter, as Nest registers /drafts before /{page}.
  return routes.sort((a, b) => a.params.length - b.params.length);
}

/** A parameter's text as its schema's type, so '3' fits an integer and 'true' a boolean. */
function typed(value: string, schema: SchemaObject | undefined): unknown {
  if (schema?.type === 'integer' || schema?.type === 'number')
    return value.trim() === '' ? value : Number(value);
  if (schema?.type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

function requestProblem(
  req: Request,
  route: Route,
  match: RegExpExecArray,
  schemas: DocumentSchemas,
): string | undefined {
  for (const parameter of (route.operation.parameters ?? []) as ParameterObject[]) {
    const raw =
      parameter.in === 'path'
        ? decodeURIComponent(match[route.params.indexOf(parameter.name) + 1] ?? '')
        : parameter.in === 'query'
          ? (req.query[parameter.name] as unknown)
          : req.headers[parameter.name.toLowerCase()];
    if (raw === undefined) {
      if (parameter.required) return `${parameter.in} parameter ${parameter.name} is missing`;
      continue;
    }
    if (typeof raw !== 'string') return `${parameter.in} parameter ${parameter.name} is not one value`;
    const schema = parameter.schema as SchemaObject | undefined;
    const problem = schema && schemas.problem(schema, typed(raw, schema));
    if (problem) return `${parameter.in} parameter ${parameter.name}: ${problem}`;
  }
  const body = route.operation.requestBody as
    { content: Record<string, { schema?: object }>; required?: boolean } | undefined;
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const sent =
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!body) return sent ? 'a body the operation does not take' : undefined;
  if (!sent) return body.required ? 'the body is missing' : undefined;
  const media = body.content[type];
  if (!media)
    return `a ${type || 'untyped'} body (the operation takes ${Object.keys(body.content).join(', ')})`;
  return type === 'application/json' && media.schema ? schemas.problem(media.schema, asRead(req.body)) : undefined;
}

/**
 * A JSON body as the API reads it: its text fields trimmed, as the DTOs trim them before their rules (docs/api.md).
 * " 78205 " or a title of its maximum length with a space around it is accepted, and is within the document.
 */
function asRead(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(asRead);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, asRead(field)]));
  return value;
}

function responseProblem(
  res: Response,
  route: Route,
  body: Buffer,
  schemas: DocumentSchemas,
): string | undefined {
  const status = res.statusCode;
  const listed = (route.operation.responses as Record<string, ResponseObject>)[status];
  if (!listed) return `answered ${status}, which the operation does not list`;
  const headers = Object.keys(listed.headers ?? {}).map((name) => name.toLowerCase());
  const extra = WATCHED_HEADERS.filter(
    (name) => res.getHeader(name) !== undefined && !headers.includes(name),
  );
  if (extra.length) return `sent ${extra.join(', ')}, not listed for ${status}`;
  const type = String(res.getHeader('content-type') ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (!listed.content) return body.length ? `a ${type} body where ${status} has none` : undefined;
  const media = listed.content[type];
  if (!media)
    return `a ${type || 'untyped'} body (${status} lists ${Object.keys(listed.content).join(', ')})`;
  if (type !== 'application/json' || !media.schema) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return 'a body that is not JSON';
  }
  const problem = schemas.problem(media.schema, json);
  return problem && `the ${status} body does not fit: ${problem}`;
}

/** Keeps what the API writes, so the answer's body can be checked when it is finished. */
function recordBody(res: Response): () => Buffer {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding as BufferEncoding));
  };
  const { write, end } = res;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, typeof rest[0] === 'string' ? rest[0] : undefined);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response['write'];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, typeof rest[0] === 'string' ? rest[0] : undefined);
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response['end'];
  return () => Buffer.concat(chunks);
}

/** Express middleware reporting every exchange outside `documentOf()`'s document to `report`. */
export function contractTrafficCheck(
  documentOf: () => OpenAPIObject,
  report: (violation: ContractViolation) => void,
) {
  let ready: Promise<{ routes: Route[]; schemas: DocumentSchemas }> | undefined;
  const prepare = () => {
    const document = documentOf();
    return documentSchemas(document).then((schemas) => ({ routes: routesOf(document), schemas }));
  };
  const check = (req: Request, res: Response, state: Awaited<ReturnType<typeof prepare>>) => {
    const body = recordBody(res);
    const request = `${req.method} ${req.originalUrl}`;
    res.on('finish', () => {
      const { routes, schemas } = state;
      let match: RegExpExecArray | null = null;
      const route = routes.find((r) => r.method === req.method && (match = r.pattern.exec(req.path)));
      let problem: string | undefined;
      try {
        problem = !route
          ? UNROUTED_ANSWERS.includes(res.statusCode)
            ? undefined
            : 'a path and method the document does not have'
          : (responseProblem(res, route, body(), schemas) ??
            (res.statusCode < 300 ? requestProblem(req, route, match!, schemas) : undefined));
      } catch (error) {
        problem = `could not be checked: ${(error as Error).message}`;
      }
      if (problem)
        report({ operation: route?.operation.operationId, request, status: res.statusCode, problem });
    });
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    const path = req.path;
    if (!path.startsWith('/api/') || SKIPPED.test(path) || req.method === 'OPTIONS' || req.method === 'HEAD')
      return next();
    // Built on the first request, once Nest has registered every route the document describes.
    ready ??= prepare();
    ready.then((state) => {
      check(req, res, state);
      next();
    }, next);
  };
}
