import { normalizeUsPhone, US_PHONE_PATTERN, zipInputValue } from './input-rules.js';

describe('zipInputValue', () => {
  it.each([
    ['78205', '78205'],
    ['7820', '7820'],
    ['abcde', ''],
    ['7a8b2c0d5', '78205'],
    ['78 20', '7820'],
    ['78205-1234', '78205'],
    ['782051', '78205'],
    ['', ''],
  ])('keeps the digits of %p: %p', (typed, kept) => {
    expect(zipInputValue(typed)).toBe(kept);
  });
});

describe('normalizeUsPhone', () => {
  it.each([
    '(210) 555-0123',
    '210-555-0123',
    '210.555.0123',
    '210 555 0123',
    '+1 210 555 0123',
    '+1 (210) 555-0123',
    '1-210-555-0123',
    '12105550123',
    '2105550123',
    '  (210)555-0123  ',
  ])('accepts %p as 2105550123', (typed) => {
    expect(normalizeUsPhone(typed)).toBe('2105550123');
  });

  it.each([
    ['letters', 'abcdefghij'],
    ['a letter among the digits', '210555012a'],
    ['an extension', '210-555-0123 ext 4'],
    ['nine digits', '210555012'],
    ['eleven digits not starting with 1', '22105550123'],
    ['twelve digits', '121055501234'],
    ['another country code', '+44 20 7946 0958'],
    ['"+" without the US code', '+2105550123'],
    ['"+" in the middle', '210+5550123'],
    ['an area code starting with 1', '1105550123'],
    ['an area code starting with 0', '0105550123'],
    ['an exchange starting with 1', '2101550123'],
    ['only punctuation', '(---) ...'],
    ['empty', ''],
  ])('refuses %s (%p)', (_what, typed) => {
    expect(normalizeUsPhone(typed)).toBeNull();
  });

  it('gives what US_PHONE_PATTERN describes, and is stable on its own output', () => {
    const digits = normalizeUsPhone('+1 (512) 867-5309')!;
    expect(digits).toBe('5128675309');
    expect(US_PHONE_PATTERN.test(digits)).toBe(true);
    expect(normalizeUsPhone(digits)).toBe(digits);
  });
});
