import type { OpenAPIObject } from '@nestjs/swagger';
import type { ErrorObject, ValidateFunction } from 'ajv';

/** Checks values against the schemas of an OpenAPI 3.0 document (ajv, after turning 3.0's `nullable` into JSON Schema). */
export interface DocumentSchemas {
  /** Undefined when `value` fits `schema`, else why not ('/items/0/id must match format "uuid"'). */
  problem(schema: object, value: unknown): string | undefined;
}

const DOC_ID = 'openapi-document';

/** OpenAPI 3.0 -> JSON Schema: `nullable: true` becomes a union with null; refs point into the added document. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (typeof node !== 'object' || node === null) return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  // 3.0 states an exclusive bound as a flag beside minimum/maximum; JSON Schema as the bound itself.
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof rest[flag] !== 'boolean') continue;
    if (rest[flag]) rest[flag] = rest[bound];
    else delete rest[flag];
    if (rest[flag] !== undefined) delete rest[bound];
  }
  const converted = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? `${DOC_ID}${value}`
        : toJsonSchema(value),
    ]),
  );
  return nullable === true ? { anyOf: [converted, { type: 'null' }] } : converted;
}

const describe = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .slice(0, 3)
    .map((e) => `${e.instancePath || '(value)'} ${e.message ?? 'is invalid'}`)
    .join('; ');

/** ajv is only loaded when the contract check is on (it is a development dependency). */
export async function documentSchemas(document: OpenAPIObject): Promise<DocumentSchemas> {
  const { Ajv } = await import('ajv');
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
  ajv.addSchema({ $id: DOC_ID, components: toJsonSchema(document.components ?? {}) } as object);
  const compiled = new WeakMap<object, ValidateFunction>();
  return {
    problem(schema, value) {
      let validate = compiled.get(schema);
      if (!validate) {
        validate = ajv.compile(toJsonSchema(schema) as object);
        compiled.set(schema, validate);
      }
      return validate(value) ? undefined : describe(validate.errors);
    },
  };
}
