import * as MESSAGES from '../messages/index.js';
import { quoteRequestSchema, type QuoteRequest } from './quote.js';

const valid: QuoteRequest = {
  name: 'Maria Garza',
  email: 'maria@example.com',
  phone: '210-555-0199',
  zipCode: '78209',
  projectType: 'Stone Patio',
  message: 'Looking for a 20x20 flagstone patio.',
};

const errorsFor = (input: unknown): string[] => {
  const result = quoteRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('quoteRequestSchema', () => {
  it('accepts a complete request, with the phone stored as its digits', () => {
    expect(quoteRequestSchema.parse(valid)).toEqual({ ...valid, phone: '2105550199' });
  });

  it.each(['(210) 555-0123', '210-555-0123', '210.555.0123', '+1 210 555 0123', '2105550123'])(
    'accepts the phone %p and keeps 2105550123',
    (phone) => {
      expect(quoteRequestSchema.parse({ ...valid, phone }).phone).toBe('2105550123');
    },
  );

  it.each(['abcdefghij', '210-555-01234', '+44 20 7946 0958', '(210) 555-012x'])(
    'refuses the phone %p with the spec message',
    (phone) => {
      expect(errorsFor({ ...valid, phone })).toEqual([MESSAGES.quote.phone]);
    },
  );

  it.each(['12345', '-- ..', '🧱🧱🧱'])('refuses the name %p: a name has a letter', (name) => {
    expect(errorsFor({ ...valid, name })).toEqual([MESSAGES.quote.nameNeedsLetter]);
  });

  it.each([
    ['zero-width spaces only', '\u200b\u200b\u200b'],
    ['a direction override', 'Maria \u202eazraG'],
    ['a next-line character (U+0085)', 'Maria\u0085Garza'],
    ['a line break', 'Maria\nBcc: x@example.com'],
    ['a zero-width joiner', 'Ma\u200dria'],
  ])('refuses a name with %s', (_what, name) => {
    expect(errorsFor({ ...valid, name })[0]).toBe(MESSAGES.quote.nameInvisibleCharacters);
  });

  it.each(['José Ñúñez', '李小龍', "O'Neil-Smith", 'Ann 🧱 Garza'])('accepts the name %p', (name) => {
    expect(errorsFor({ ...valid, name })).toEqual([]);
  });

  it('answers an over-long phone with its own message only', () => {
    expect(errorsFor({ ...valid, phone: '1'.repeat(31) })).toEqual([MESSAGES.quote.phoneTooLong]);
  });

  it.each([
    ['name', 'M', MESSAGES.quote.name],
    ['email', 'not-an-email', MESSAGES.quote.email],
    ['phone', '555-0199', MESSAGES.quote.phone],
    ['zipCode', '7820', MESSAGES.quote.zipCode],
    ['zipCode', '782091', MESSAGES.quote.zipCode],
    ['zipCode', '78a09', MESSAGES.quote.zipCode],
    ['projectType', 'B', MESSAGES.quote.projectType],
    ['message', 'Too short', MESSAGES.quote.message],
  ])('rejects %s = %p with the spec message', (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual([message]);
  });

  it('accepts the minimum lengths exactly', () => {
    const minimal = { ...valid, name: 'Al', phone: '2105550199', projectType: 'Wa', message: '0123456789' };
    expect(errorsFor(minimal)).toEqual([]);
  });

  it('does not count surrounding spaces towards the minimum', () => {
    expect(errorsFor({ ...valid, name: '  A  ' })).toEqual([MESSAGES.quote.name]);
  });

  it('caps the message length', () => {
    expect(errorsFor({ ...valid, message: 'x'.repeat(5001) })).toEqual([MESSAGES.quote.messageTooLong]);
  });

  it('refuses keys it does not know, as the API does', () => {
    expect(quoteRequestSchema.safeParse({ ...valid, id: 'inquiry-1' }).success).toBe(false);
  });

  it('reports every missing field', () => {
    expect(errorsFor({})).toHaveLength(6);
  });
});
