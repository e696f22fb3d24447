import {
  BadRequestException,
  ValidationPipe,
  type ArgumentMetadata,
  type ValidationError,
} from '@nestjs/common';
import { fieldMessage, findIllFormedText, ILL_FORMED_TEXT } from './ill-formed-text.js';

/** Flattens nested class-validator errors into their messages, in declaration order. */
export function collectMessages(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [
    ...Object.values(error.constraints ?? {}),
    ...collectMessages(error.children ?? []),
  ]);
}

/** Nest's ValidationPipe, refusing ill-formed text first and leaving non-text parameters as they came. */
class RequestValidationPipe extends ValidationPipe {
  /**
   * Ill-formed text is refused before class-transformer and any rule see it (a rule may throw on it), with the
   * message of the field it was sent in. Only request data: custom decorators hand over our own objects (the staff
   * user, the uploaded file's buffer).
   */
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const path = findIllFormedText(value);
      if (path) {
        const field = path[0] && metadata.metatype ? fieldMessage(metadata.metatype, path[0]) : undefined;
        throw new BadRequestException(field ?? ILL_FORMED_TEXT);
      }
    }
    return super.transform(value, metadata);
  }

  /**
   * Nest turns a named text query or path parameter into a string with String(value), so `?category=a&category=b` would
   * reach the route as "a,b" and `?category[$ne]=x` as "[object Object]". Non-text is left as it came instead, for the
   * route's own pipe to refuse with its message.
   */
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.metatype === String && typeof value !== 'string') return value;
    return super.transformPrimitive(value, metadata);
  }
}

/**
 * The global pipe: unknown properties are refused (not silently dropped) and payloads are turned into DTO instances.
 * The error carries every failed rule; the exception filter turns it into { message: first, errors: all }.
 */
export function createValidationPipe(): ValidationPipe {
  return new RequestValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    forbidUnknownValues: true,
    // One message per field: a missing name should read "Name must be at least 2 characters" once, not thrice.
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new BadRequestException(collectMessages(errors)),
  });
}
