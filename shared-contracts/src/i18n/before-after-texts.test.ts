import { BEFORE_AFTER_TEXTS } from './before-after-texts.js';

describe('the before/after texts (issue 31)', () => {
  it('has the same keys in Spanish as in English', () => {
    expect(Object.keys(BEFORE_AFTER_TEXTS.es).sort()).toEqual(Object.keys(BEFORE_AFTER_TEXTS.en).sort());
    expect(BEFORE_AFTER_TEXTS.es.position(40)).toBe('40% después');
  });
});
