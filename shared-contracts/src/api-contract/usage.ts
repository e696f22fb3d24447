/**
 * What a front end uses of the API, and whether an API document still offers it (issue 43). A remote's build records
 * the shape of every operation it calls, taken from the API document it was built against; can-deploy compares that
 * record with another API document (the deployed API's, or an API build about to ship). Plain JSON walking, no zod:
 * both sides are OpenAPI 3.0 documents.
 */

/** A name and whether it must be there; `values` when the name takes only some values (an enum). */
export interface ShapeEntry {
  required: boolean;
  values?: (string | number | boolean | null)[];
}

/** One operation as a caller sees it: its parameters ('query status'), body fields and success fields ('items[].id'). */
export interface OperationShape {
  id?: string;
  deprecated?: boolean;
  params: Record<string, ShapeEntry>;
  body: Record<string, ShapeEntry>;
  answer: Record<string, ShapeEntry>;
}

/** A remote build's record (dist/api-usage.json): the contract version it was built against and what it calls. */
export interface ApiUsage {
  contract: string;
  operations: Record<string, OperationShape>;
}

type Json = Record<string, unknown>;
interface Document {
  info?: { version?: string };
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
}
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
const MAX_DEPTH = 8;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function resolved(document: Document, node: unknown): Json {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 10; hops++) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = document.components?.schemas?.[name];
  }
  return isObject(current) ? current : {};
}

/** Every field path of a schema: 'name', 'photos[].id'; a field of a union's branch counts as in the union. */
function fieldsOf(
  document: Document,
  node: unknown,
  prefix = '',
  required = true,
  depth = 0,
  into: Record<string, ShapeEntry> = {},
) {
  if (depth > MAX_DEPTH) return into;
  const schema = resolved(document, node);
  for (const branch of [
    ...((schema.anyOf as unknown[]) ?? []),
    ...((schema.oneOf as unknown[]) ?? []),
    ...((schema.allOf as unknown[]) ?? []),
  ])
    fieldsOf(document, branch, prefix, required, depth + 1, into);
  if (schema.type === 'array') fieldsOf(document, schema.items, `${prefix}[]`, required, depth + 1, into);
  const requiredNames = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  for (const [name, child] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    const entry = { required: required && requiredNames.has(name), ...enumOf(document, child) };
    const known = into[path];
    into[path] = known ? { ...known, required: known.required || entry.required } : entry;
    fieldsOf(document, child, path, entry.required, depth + 1, into);
  }
  return into;
}

function enumOf(document: Document, node: unknown): Pick<ShapeEntry, 'values'> {
  const schema = resolved(document, node);
  return Array.isArray(schema.enum) ? { values: schema.enum as ShapeEntry['values'] } : {};
}

function shapeOf(document: Document, operation: Json): OperationShape {
  const params: Record<string, ShapeEntry> = {};
  for (const parameter of (operation.parameters as Json[] | undefined) ?? [])
    params[`${String(parameter.in)} ${String(parameter.name)}`] = {
      required: parameter.required === true,
      ...enumOf(document, parameter.schema),
    };
  const requestContent = resolved(document, operation.requestBody).content;
  const requestSchema = isObject(requestContent)
    ? Object.values(requestContent).map((m) => (m as Json).schema)[0]
    : undefined;
  const responses = isObject(operation.responses) ? operation.responses : {};
  const success = Object.keys(responses).find((status) => /^2\d\d$/.test(status));
  const answerContent = success ? (responses[success] as Json).content : undefined;
  const answerSchema = isObject(answerContent)
    ? (answerContent['application/json'] as Json | undefined)?.schema
    : undefined;
  return {
    ...(typeof operation.operationId === 'string' ? { id: operation.operationId } : {}),
    ...(operation.deprecated === true ? { deprecated: true } : {}),
    params,
    body: requestSchema ? fieldsOf(document, requestSchema) : {},
    answer: answerSchema ? fieldsOf(document, answerSchema) : {},
  };
}

/** Every operation of a document by key ('GET /api/health'), as shapes. */
export function operationShapes(document: unknown): Record<string, OperationShape> {
  const doc = (isObject(document) ? document : {}) as Document;
  const shapes: Record<string, OperationShape> = {};
  for (const [path, item] of Object.entries(doc.paths ?? {}))
    for (const method of METHODS)
      if (isObject(item[method])) shapes[`${method.toUpperCase()} ${path}`] = shapeOf(doc, item[method]);
  return shapes;
}

/** The record a build keeps of the operations it calls (`keys`), from the document it is built against. */
export function apiUsage(document: unknown, keys: Iterable<string>): ApiUsage {
  const shapes = operationShapes(document);
  const operations: Record<string, OperationShape> = {};
  for (const key of [...keys].sort()) if (shapes[key]) operations[key] = shapes[key];
  return { contract: String((document as Document).info?.version ?? ''), operations };
}

const major = (version: string) => version.split('.')[0];
const named = (key: string, shape: OperationShape) => (shape.id ? `${key} (${shape.id})` : key);

/** Why `next` lacks what `used` relies on in one operation: removed or narrowed parameters, fields and values. */
function narrowed(
  used: Record<string, ShapeEntry>,
  next: Record<string, ShapeEntry>,
  what: 'parameter' | 'field',
  sent: boolean,
): string[] {
  const reasons: string[] = [];
  for (const [name, entry] of Object.entries(used)) {
    const offered = next[name];
    if (!offered)
      reasons.push(
        sent
          ? `sends ${what} ${name}, which the API no longer takes`
          : `reads field ${name}, which the API no longer answers`,
      );
    else if (!sent && entry.required && !offered.required)
      reasons.push(`reads field ${name}, which the API may now leave out`);
    else if (sent && entry.values && offered.values) {
      const dropped = entry.values.filter((value) => !offered.values!.includes(value));
      if (dropped.length)
        reasons.push(
          `sends ${what} ${name} as ${dropped.map(String).join(', ')}, which the API no longer takes`,
        );
    }
  }
  if (sent)
    for (const [name, entry] of Object.entries(next))
      if (entry.required && !used[name]?.required)
        reasons.push(`the API now requires ${what} ${name}, which it does not always send`);
  return reasons;
}

/**
 * Everything `usage` relies on that `document` does not offer, one line each: a missing operation (named), a
 * parameter or body field it sends that is gone or narrowed, an answer field it reads that is gone or optional, and a
 * contract of another major version (docs/api.md). Additive changes give nothing. `notes` receives deprecations.
 */
export function usageFindings(usage: ApiUsage, document: unknown, notes: string[] = []): string[] {
  const shapes = operationShapes(document);
  const version = String(((isObject(document) ? document : {}) as Document).info?.version ?? '');
  const findings: string[] = [];
  if (usage.contract && version && major(usage.contract) !== major(version))
    findings.push(
      `built against API contract ${usage.contract}, the API states ${version} (another major version)`,
    );
  for (const [key, used] of Object.entries(usage.operations)) {
    const next = shapes[key];
    if (!next) {
      findings.push(`calls ${named(key, used)}, which the API lacks`);
      continue;
    }
    if (next.deprecated)
      notes.push(`calls ${named(key, used)}, which the API has deprecated (see its Sunset)`);
    const reasons = [
      ...narrowed(used.params, next.params, 'parameter', true),
      ...narrowed(used.body, next.body, 'field', true),
      ...narrowed(used.answer, next.answer, 'field', false),
    ];
    findings.push(...reasons.map((reason) => `${named(key, used)} ${reason}`));
  }
  return findings;
}
