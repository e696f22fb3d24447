import { z } from 'zod';
import {
  ERROR_CODES,
  MESSAGE_CODE_PATTERN,
  STATUS_ERROR_CODES,
  type ApiError,
  type RefusalParams,
} from './api-error-shape.js';

export {
  ERROR_CODES,
  MESSAGE_CODE_PATTERN,
  REFUSAL_PARAM_NAMES,
  STATUS_ERROR_CODES,
  isApiError,
  statusErrorCode,
  type ErrorCode,
  type ApiError,
  type ApiErrorParams,
  type RefusalParams,
} from './api-error-shape.js';

/**
 * The error shape as a client reads it (zod form of ApiError and isApiError, see api-error-shape.ts): `code` and
 * `params` may be absent, and params are any texts and numbers, so an older or newer API still parses.
 */
export const apiErrorSchema: z.ZodType<ApiError> = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  error: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errors: z.array(z.string()).optional(),
});

/** What each refusal param is (RefusalParams); a refusal carries no other. */
export const refusalParamsSchema = z
  .object({
    field: z.string().min(1).optional().describe('The request field the refusal is about'),
    limit: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe(
        'What the broken rule allows, in its unit (characters, bytes, pixels, uploads a minute, items)',
      ),
    retryAfterSeconds: z
      .number()
      .int()
      .positive()
      .optional()
      .describe('Seconds to wait before trying again (every 429; its Retry-After)'),
  })
  .strict() satisfies z.ZodType<RefusalParams>;

/** Every code a refusal can carry: a condition, a status's name, or a catalogue message's '<area>.<key>'. */
export const refusalCodeSchema = z
  .union([
    z.enum([...Object.values(ERROR_CODES), ...STATUS_ERROR_CODES]),
    z.string().regex(MESSAGE_CODE_PATTERN),
  ])
  .describe(
    "The refusal's stable code: a condition (STALE_VERSION), a status's name (NOT_FOUND) or a message key of shared-contracts' catalogue ('quote.nameTooLong'). Clients choose their text by it, never by `message`.",
  );

/**
 * What the API answers on every refusal (issue 48; the OpenAPI document's ApiError): the client's shape with `code`
 * always there and `params` limited to RefusalParams. The contract check holds every answer to it.
 */
export const apiRefusalSchema = z
  .object({
    statusCode: z.number().int(),
    message: z.string().describe('English, for people and logs: never parsed'),
    error: z.string(),
    code: refusalCodeSchema,
    params: refusalParamsSchema.optional(),
    errors: z.array(z.string()).optional(),
  })
  .strict() satisfies z.ZodType<ApiError>;

/** A 429: its params always say how long to wait. */
export const rateLimitRefusalSchema = apiRefusalSchema.extend({
  params: refusalParamsSchema.required({ retryAfterSeconds: true }),
});
