import {
  ArgumentsHost,
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ExceptionFilter,
} from '@nestjs/common';
import type { Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { ThrottlerException } from '@nestjs/throttler';
import {
  codeOfMessage,
  ERROR_CODES,
  MESSAGES,
  messageCode,
  REFUSAL_LIMITS,
  statusErrorCode,
  type ApiError,
  type ApiErrorParams,
  type RefusalCode,
} from 'shared-contracts';
import { mapDatabaseError } from './database-errors.js';

export const MALFORMED_JSON = 'The request body is not valid JSON';

export interface Mapped {
  status: number;
  message: string;
  errors?: string[];
  code?: RefusalCode;
  params?: ApiErrorParams;
}

function fromHttpException(exception: HttpException): Mapped {
  const status = exception.getStatus();
  // body-parser's JSON.parse message describes our parser, not the client's mistake.
  if (exception.cause instanceof SyntaxError)
    return { status, message: MALFORMED_JSON, code: ERROR_CODES.MALFORMED_JSON };
  // Ours, thrown in the body parser's `verify` (refuseDeepJson) and wrapped by Express: its code and params count.
  if (exception.cause instanceof HttpException) return fromHttpException(exception.cause);
  const body = exception.getResponse();
  if (typeof body === 'string') return { status, message: body };
  // A thrower may name its refusal (`code`, `params`); the validation pipe adds the `fields` of its messages.
  const { message, code, params, fields } = body as {
    message?: unknown;
    code?: unknown;
    params?: ApiErrorParams;
    fields?: unknown;
  };
  const messages = (Array.isArray(message) ? message : [message]).filter(
    (m): m is string => typeof m === 'string',
  );
  const field = Array.isArray(fields) && typeof fields[0] === 'string' ? fields[0] : undefined;
  return {
    status,
    message: messages[0] ?? exception.message,
    ...(messages.length > 1 ? { errors: messages } : {}),
    ...(typeof code === 'string' ? { code: code as RefusalCode } : {}),
    ...(params || field ? { params: { ...(field ? { field } : {}), ...params } } : {}),
  };
}

/**
 * Every refusal's stable code and params (issue 48; RefusalCode and RefusalParams in shared-contracts): the thrower's
 * code, else the catalogue key of its message, else the status's name; a 429 says how long to wait (its Retry-After),
 * a rule with a fixed limit states it (REFUSAL_LIMITS).
 */
function withCode(mapped: Mapped, exception: unknown, retryAfter: unknown): Mapped {
  const code =
    mapped.code ??
    (exception instanceof ThrottlerException ? messageCode('quote', 'tooManyRequestsRetryIn') : undefined) ??
    codeOfMessage(mapped.message) ??
    (statusErrorCode(STATUS_CODES[mapped.status] ?? '') as RefusalCode);
  const params: ApiErrorParams = { ...mapped.params };
  const seconds = Number(retryAfter);
  if (
    mapped.status === HttpStatus.TOO_MANY_REQUESTS &&
    params.retryAfterSeconds === undefined &&
    seconds > 0
  ) {
    params.retryAfterSeconds = seconds;
  }
  const limit = REFUSAL_LIMITS[code];
  if (limit !== undefined && params.limit === undefined) params.limit = limit;
  return { ...mapped, code, ...(Object.keys(params).length > 0 ? { params } : {}) };
}

/**
 * The one error shape of the API: { statusCode, message, error, code?, errors? }.
 * - message: always one string (the first failed rule); errors: every failed rule when there are several.
 * - error: the HTTP status text, except on upload routes (UploadExceptionFilter) where the client shows `error`.
 * - Database errors caused by the request become 4xx; anything unexpected is a bare 500, logged but never echoed.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');
  protected readonly errorIsMessage: boolean = false;

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const mapped = withCode(
      this.adjust(this.map(exception), exception),
      exception,
      response.headersSent ? undefined : response.getHeader?.('Retry-After'),
    );
    if (response.headersSent) {
      response.end();
      return;
    }
    const body: ApiError = {
      statusCode: mapped.status,
      message: mapped.message,
      error: this.errorIsMessage ? mapped.message : (STATUS_CODES[mapped.status] ?? 'Error'),
      code: mapped.code,
      ...(mapped.params ? { params: mapped.params } : {}),
      ...(mapped.errors ? { errors: mapped.errors } : {}),
    };
    response.status(mapped.status).json(body);
  }

  /** Hook for route-specific wording. */
  protected adjust(mapped: Mapped, _exception: unknown): Mapped {
    return mapped;
  }

  private map(exception: unknown): Mapped {
    if (exception instanceof HttpException) return fromHttpException(exception);
    const fromDatabase = mapDatabaseError(exception);
    if (fromDatabase) {
      if (fromDatabase.status >= 500) this.logger.warn(`Database unavailable: ${String(exception)}`);
      return fromDatabase;
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
  }
}

/**
 * What multer's limits mean for the upload form (Nest keeps multer's error as the cause; its `code` is stable where the
 * texts change between releases). The only text field is `category`, so a too-long value is that one. Multer's other
 * texts ("Field name too long") already name their problem.
 */
const UPLOAD_FORM_PROBLEMS: Record<string, string> = {
  LIMIT_UNEXPECTED_FILE: MESSAGES.gallery.imageMissing,
  LIMIT_FIELD_VALUE: MESSAGES.gallery.categoryTooLong,
  LIMIT_FILE_COUNT: MESSAGES.gallery.uploadTooManyParts,
  LIMIT_FIELD_COUNT: MESSAGES.gallery.uploadTooManyParts,
  LIMIT_PART_COUNT: MESSAGES.gallery.uploadTooManyParts,
};

function multerCode(exception: unknown): string | undefined {
  const cause = exception instanceof HttpException ? exception.cause : undefined;
  const code = (cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * For upload routes: the spec's client shows the `error` field of a failed upload, so it carries the message; and
 * multer's terse texts ("File too large", "Too many fields") are replaced by ones naming what to change.
 */
@Catch()
export class UploadExceptionFilter extends ApiExceptionFilter {
  protected override readonly errorIsMessage = true;

  protected override adjust(mapped: Mapped, exception: unknown): Mapped {
    if (mapped.status === HttpStatus.PAYLOAD_TOO_LARGE)
      return { ...mapped, message: MESSAGES.gallery.imageTooLarge };
    const problem = UPLOAD_FORM_PROBLEMS[multerCode(exception) ?? ''];
    return problem && mapped.status === HttpStatus.BAD_REQUEST ? { ...mapped, message: problem } : mapped;
  }
}
