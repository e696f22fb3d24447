import { LIGHTBOX_TEXTS } from './lightbox-texts.js';

describe('the gallery lightbox texts (issue 31)', () => {
  it('has the same keys in Spanish as in English', () => {
    expect(Object.keys(LIGHTBOX_TEXTS.es).sort()).toEqual(Object.keys(LIGHTBOX_TEXTS.en).sort());
    expect(LIGHTBOX_TEXTS.es.position(2, 5)).toBe('Foto 2 de 5');
  });
});
