import { registerDecorator, type ValidationArguments } from 'class-validator';
import { EMAIL_PATTERN, type TextCheck } from 'shared-contracts';

export interface TextRule {
  /** Minimum length after trimming (the DTO trims first); missing or non-string values fail with `message`. */
  min?: number;
  max: number;
  /** The spec's message for a missing/short/malformed value. */
  message: string;
  /** Message when longer than `max`. */
  tooLong: string;
  pattern?: RegExp;
  /** Message when the pattern does not match (default: `message`). */
  patternMessage?: string;
  /** The shared e-mail rule (EMAIL_PATTERN), the one the browser forms check. */
  email?: boolean;
  /** Shared rules beyond the length (e.g. PERSON_NAME_CHECKS), in the zod schema's order, after the length rules. */
  checks?: readonly TextCheck[];
}

/** The message of the first rule `value` breaks, or null when it is fine. */
export function textRuleFailure(value: unknown, rule: TextRule): string | null {
  if (typeof value !== 'string') return rule.message;
  if (value.length < (rule.min ?? 0)) return rule.message;
  if (value.length > rule.max) return rule.tooLong;
  const broken = rule.checks?.find((check) => !check.accepts(value));
  if (broken) return broken.message;
  // PostgreSQL cannot store NUL in text or jsonb; refusing it here keeps it a 400 instead of a database error.
  if (value.includes('\u0000')) return rule.message;
  if (rule.pattern && !rule.pattern.test(value)) return rule.patternMessage ?? rule.message;
  if (rule.email && !EMAIL_PATTERN.test(value)) return rule.message;
  return null;
}

/**
 * One rule per text field giving exactly one message, so a missing field reads "Name must be at least 2 characters"
 * rather than whichever of several stacked decorators class-validator happened to run first.
 */
export function IsText(rule: TextRule): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isText',
      target: target.constructor,
      propertyName: propertyName as string,
      // Kept as the constraint so fieldMessage() can name this field's message without running the rule.
      constraints: [rule],
      validator: {
        validate: (value: unknown) => textRuleFailure(value, rule) === null,
        defaultMessage: (args?: ValidationArguments) => textRuleFailure(args?.value, rule) ?? rule.message,
      },
    });
}
