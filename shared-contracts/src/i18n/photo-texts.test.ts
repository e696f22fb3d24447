import { PHOTO_TEXTS } from './photo-texts.js';

const keysOf = (value: object) => Object.keys(value).sort();

describe('the photo picker texts (issue 31)', () => {
  it.each(['field', 'picker'] as const)(
    '%s has the same keys in Spanish as in English, none empty',
    (part) => {
      expect(keysOf(PHOTO_TEXTS.es[part])).toEqual(keysOf(PHOTO_TEXTS.en[part]));
      for (const [key, text] of Object.entries(PHOTO_TEXTS.es[part])) {
        expect([key, typeof text]).toEqual([
          key,
          typeof (PHOTO_TEXTS.en[part] as Record<string, unknown>)[key],
        ]);
        if (typeof text === 'string') expect(text.trim()).not.toBe('');
      }
    },
  );

  it('says the waits in Spanish', () => {
    expect(PHOTO_TEXTS.es.picker.tooManyUploads(1)).toContain('1 segundo.');
    expect(PHOTO_TEXTS.es.picker.tooManyBytes(30)).toContain('30 segundos.');
  });
});
