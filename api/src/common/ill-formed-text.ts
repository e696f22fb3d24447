import { getMetadataStorage } from 'class-validator';

/** The answer for ill-formed text in a place that has no message of its own (a key, a list entry, a route param). */
export const ILL_FORMED_TEXT = 'The request contains text that is not valid Unicode';

/**
 * A lone UTF-16 surrogate: JSON allows "\ud800", but such a string is no text at all. Some validators throw on it
 * (encodeURI), PostgreSQL stores a replacement character instead, and a stored one breaks every later reader. In a
 * `u` regex a proper pair is one code point, so only lone halves match.
 */
const LONE_SURROGATE = /\p{Surrogate}/u;

const isContainer = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Array.isArray(value) ||
    Object.getPrototypeOf(value) === Object.prototype ||
    Object.getPrototypeOf(value) === null);

/**
 * The key path of the first ill-formed string (value or key) in a parsed payload, or null when it is all text.
 * Iterative, so even a payload nested deeper than the parsers allow cannot overflow the stack here.
 */
export function findIllFormedText(payload: unknown): string[] | null {
  const pending: { value: unknown; path: string[] }[] = [{ value: payload, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return path;
    } else if (isContainer(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (LONE_SURROGATE.test(key)) return [...path, key];
        pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

interface TextRuleConstraint {
  message: string;
}

/**
 * The message a DTO property gives for a value it cannot accept: its text rule's (IsText passes the rule as its
 * constraint) or the first fixed message of its other rules. Undefined for properties without one.
 */
export function fieldMessage(
  dto: abstract new (...args: never[]) => unknown,
  property: string,
): string | undefined {
  const rules = getMetadataStorage()
    .getTargetValidationMetadatas(dto, '', true, false)
    .filter((rule) => rule.propertyName === property);
  for (const rule of rules) {
    const textRule = rule.name === 'isText' ? (rule.constraints?.[0] as TextRuleConstraint) : undefined;
    if (textRule) return textRule.message;
    if (typeof rule.message === 'string') return rule.message;
  }
  return undefined;
}
