import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/** Flattens nested class-validator errors into their messages, in declaration order. */
export function collectMessages(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [
    ...Object.values(error.constraints ?? {}),
    ...collectMessages(error.children ?? []),
  ]);
}

/**
 * The global pipe: unknown properties are refused (not silently dropped) and payloads are turned into DTO instances.
 * The error carries every failed rule; the exception filter turns it into { message: first, errors: all }.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
