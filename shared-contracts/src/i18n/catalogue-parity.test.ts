import * as MESSAGES from '../messages/index.js';
import * as MESSAGES_ES from '../messages/es/index.js';
import { PUBLIC_MESSAGE_AREAS } from './public-texts.js';
import { createQuoteRequestSchema, quoteMessageIn } from '../schemas/quote.js';

/** Every key path of a catalogue area ('quoteLabels.name'); a message function is one key. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key));
}

describe('the Spanish catalogue', () => {
  it('has exactly the public areas', () => {
    expect(Object.keys(MESSAGES_ES).sort()).toEqual([...PUBLIC_MESSAGE_AREAS].sort());
  });

  it.each(PUBLIC_MESSAGE_AREAS)('%s has every English key and no other', (area) => {
    const english = keyPaths(MESSAGES[area]).sort();
    const spanish = keyPaths(MESSAGES_ES[area]).sort();
    expect(english.filter((key) => !spanish.includes(key))).toEqual([]);
    expect(spanish.filter((key) => !english.includes(key))).toEqual([]);
  });

  it.each(PUBLIC_MESSAGE_AREAS)('%s has a text of the same kind for every key, none empty', (area) => {
    const spanish = MESSAGES_ES[area] as Record<string, unknown>;
    for (const key of keyPaths(MESSAGES[area])) {
      const at = (root: unknown) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], root);
      const english = at(MESSAGES[area]);
      const translated = at(spanish);
      expect([key, typeof translated]).toEqual([key, typeof english]);
      if (typeof translated === 'string') expect([key, translated.trim()]).not.toEqual([key, '']);
    }
  });

  it('reads opening hours the Spanish way', () => {
    expect(MESSAGES_ES.business.hours('8am-6pm')).toBe('8 a. m. - 6 p. m.');
    expect(MESSAGES_ES.business.hours('8:30am – 5pm')).toBe('8:30 a. m. - 5 p. m.');
    expect(MESSAGES_ES.business.hours('Closed')).toBe('Cerrado');
  });

  it('names the built-in gallery categories and shows one staff added as written', () => {
    expect(MESSAGES_ES.publicSite.categoryLabel('stone')).toBe('Piedra');
    expect(MESSAGES_ES.publicSite.categoryLabel('retaining_walls')).toBe('Retaining Walls');
  });
});

describe('the quote rules in Spanish', () => {
  const schema = createQuoteRequestSchema(MESSAGES_ES.quote);
  const valid = {
    name: 'María López',
    email: 'maria@example.com',
    phone: '(210) 555-0142',
    zipCode: '78218',
    projectType: 'Barda de ladrillo',
    message: 'Necesito reparar la barda de ladrillo del patio trasero.',
  };
  const messagesOf = (input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('answers each broken rule in Spanish, shared name rules included', () => {
    expect(messagesOf({ ...valid, email: 'no-es-correo', zipCode: '782' })).toEqual([
      MESSAGES_ES.quote.email,
      MESSAGES_ES.quote.zipCode,
    ]);
    expect(messagesOf({ ...valid, name: '12345' })).toEqual([MESSAGES_ES.quote.nameNeedsLetter]);
  });

  it('finds an English message under its key, and nothing for another text', () => {
    expect(quoteMessageIn(MESSAGES_ES.quote, MESSAGES.quote.outsideArea)).toBe(MESSAGES_ES.quote.outsideArea);
    expect(quoteMessageIn(MESSAGES_ES.quote, 'Some other text')).toBeUndefined();
  });
});
