import { ACCEPT, REFUSE, type ParityCase } from './verdict.js';

export type Body = Record<string, unknown>;

/** `base` with `field` set to `value`, or without it when `value` is `MISSING`. */
export const MISSING = Symbol('missing');
export function withField(base: Body, field: string, value: unknown): Body {
  const { [field]: _dropped, ...rest } = base;
  return value === MISSING ? rest : { ...rest, [field]: value };
}

export interface TextFieldRule {
  /** Minimum length after trimming (1 = required). */
  min: number;
  max: number;
  /** The spec message for a missing, empty, short or non-text value. */
  message: string;
  tooLong: string;
}

/**
 * The edge cases of one trimmed text field: missing, empty, whitespace only, too short, exactly the minimum, padded,
 * exactly the maximum, one over, and values of the wrong type.
 */
export function textFieldCases(base: Body, field: string, rule: TextFieldRule): ParityCase[] {
  const at = (what: string, value: unknown, expected: string): ParityCase => ({
    what: `${field}: ${what}`,
    input: withField(base, field, value),
    expected,
  });
  return [
    at('missing', MISSING, rule.message),
    at('empty', '', rule.message),
    at('whitespace only', '    ', rule.message),
    ...(rule.min > 1
      ? [
          at('one short of the minimum', 'x'.repeat(rule.min - 1), rule.message),
          at('short once trimmed', ` ${'x'.repeat(rule.min - 1)}  `, rule.message),
        ]
      : []),
    at('exactly the minimum', 'x'.repeat(rule.min), ACCEPT),
    at('exactly the maximum', 'x'.repeat(rule.max), ACCEPT),
    at('one over the maximum', 'x'.repeat(rule.max + 1), rule.tooLong),
    at('a number', 1234567890123, rule.message),
    at('null', null, rule.message),
    at('an array', ['a valid looking value'], rule.message),
  ];
}

/** Cases every closed body shares: unknown keys and non-objects are refused (no spec message exists for them). */
export function bodyShapeCases(base: Body): ParityCase[] {
  return [
    { what: 'valid', input: base, expected: ACCEPT },
    { what: 'an extra unknown field', input: { ...base, isAdmin: true }, expected: REFUSE },
    {
      what: 'an extra id field',
      input: { ...base, id: '3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f' },
      expected: REFUSE,
    },
    { what: 'an array instead of an object', input: [base], expected: REFUSE },
  ];
}
