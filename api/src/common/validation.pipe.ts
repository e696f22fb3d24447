import {
  BadRequestException,
  ValidationPipe,
  type ArgumentMetadata,
  type ValidationError,
} from '@nestjs/common';
import { ERROR_CODES, type RefusalCode } from 'shared-contracts';
import { fieldMessage, findIllFormedText, ILL_FORMED_TEXT } from './ill-formed-text.js';

/** class-validator's constraint for a property the DTO does not declare (whitelist + forbidNonWhitelisted). */
const UNKNOWN_PROPERTY = 'whitelistValidation';

/** Flattens nested class-validator errors into their messages, in declaration order. */
export function collectMessages(errors: ValidationError[]): string[] {
  return collectProblems(errors).map((problem) => problem.message);
}

/**
 * Each failed rule's message with the field it is about ('photoIds.0' for a nested one), in declaration order, and
 * the code of a rule that has one of its own (an unknown property); the others take their message's catalogue code.
 */
function collectProblems(
  errors: ValidationError[],
  parent = '',
): { message: string; field: string; code?: RefusalCode }[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    return [
      ...Object.entries(error.constraints ?? {}).map(([constraint, message]) => ({
        message,
        field,
        ...(constraint === UNKNOWN_PROPERTY ? { code: ERROR_CODES.UNKNOWN_FIELD } : {}),
      })),
      ...collectProblems(error.children ?? [], field),
    ];
  });
}

/** Validated query objects kept per DTO; past that many distinct queries the DTO's memo starts over. */
const VALIDATED_QUERIES_KEPT = 256;

/** A copy a handler may change without changing the kept one (query DTOs hold text, numbers and lists of them). */
const copyOf = <T extends object>(dto: T): T =>
  Object.assign(Object.create(Object.getPrototypeOf(dto) as object | null) as T, structuredClone({ ...dto }));

/** Nest's ValidationPipe, refusing ill-formed text first and leaving non-text parameters as they came. */
class RequestValidationPipe extends ValidationPipe {
  /**
   * Query DTOs already validated, by DTO and raw parameters. Every open back office polls the same inbox query every
   * few seconds, and class-transformer plus class-validator's metadata walk cost more than answering the poll from the
   * read cache. The verdict depends on the parameters alone, so a repeat gets a copy of the first answer; refusals are
   * not kept (they are worked out again, with the same message).
   */
  private readonly validatedQueries = new Map<ArgumentMetadata['metatype'], Map<string, object>>();

  /**
   * Ill-formed text is refused before class-transformer and any rule see it (a rule may throw on it), with the
   * message of the field it was sent in. Only request data: custom decorators hand over our own objects (the staff
   * user, the uploaded file's buffer).
   */
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const memo =
      metadata.type === 'query' && this.toValidate(metadata) ? this.memoOf(metadata.metatype) : null;
    const key = memo ? JSON.stringify(value) : '';
    const known = memo?.get(key);
    if (known) return copyOf(known);

    if (metadata.type !== 'custom') {
      const path = findIllFormedText(value);
      if (path) {
        const field = path[0] && metadata.metatype ? fieldMessage(metadata.metatype, path[0]) : undefined;
        throw new BadRequestException({
          message: field ?? ILL_FORMED_TEXT,
          // The field's own message takes its catalogue code; the generic one is ILL_FORMED_TEXT.
          ...(field ? {} : { code: ERROR_CODES.ILL_FORMED_TEXT }),
          fields: [path.join('.')],
        });
      }
    }
    const validated: unknown = await super.transform(value, metadata);
    if (memo && typeof validated === 'object' && validated !== null) {
      if (memo.size >= VALIDATED_QUERIES_KEPT) memo.clear();
      memo.set(key, copyOf(validated));
    }
    return validated;
  }

  private memoOf(dto: ArgumentMetadata['metatype']): Map<string, object> {
    let memo = this.validatedQueries.get(dto);
    if (!memo) this.validatedQueries.set(dto, (memo = new Map()));
    return memo;
  }

  /**
   * Nest turns a named text query or path parameter into a string with String(value), so `?category=a&category=b` would
   * reach the route as "a,b" and `?category[$ne]=x` as "[object Object]". Non-text is left as it came instead, for the
   * route's own pipe to refuse with its message. A numeric path parameter is left as the text it came as, for the
   * route's pipe to read strictly (Nest's `+value` would read "1e3" as 1000, " 1" as 1 and "x" as NaN).
   */
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.metatype === String && typeof value !== 'string') return value;
    if (metadata.type === 'param' && metadata.metatype === Number) return value;
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
    // The fields ride beside the messages: the error filter gives the first one as the refusal's `field` param.
    exceptionFactory: (errors) => {
      const problems = collectProblems(errors);
      return new BadRequestException({
        message: problems.map((problem) => problem.message),
        fields: problems.map((problem) => problem.field),
        // The refusal answers the first message, so its code: its own, else (undefined) its message's catalogue code.
        code: problems[0]?.code,
      });
    },
  });
}
