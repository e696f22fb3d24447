import { PHOTO_TEXTS } from 'shared-contracts';
import { QuotePhotosStore } from './quote-photos-store';

describe('QuotePhotosStore.refusalText (issue 48: a refusal about the photos, by code, in the page language)', () => {
  const store = new QuotePhotosStore(PHOTO_TEXTS.es.field.uploadsFailed, PHOTO_TEXTS.es.picker);

  it("answers the picker's Spanish text for a quotePhotos code, whatever the English message said", () => {
    expect(store.refusalText({ code: 'quotePhotos.notAvailable' })).toBe(PHOTO_TEXTS.es.picker.notAvailable);
    expect(store.refusalText({ code: 'quotePhotos.tooMany', params: { field: 'photoIds', limit: 5 } })).toBe(
      PHOTO_TEXTS.es.picker.tooMany,
    );
  });

  it('answers nothing for other codes, texts that are functions, or no refusal', () => {
    expect(store.refusalText({ code: 'quote.nameTooLong' })).toBeUndefined();
    expect(store.refusalText({ code: 'quotePhotos.remove' })).toBeUndefined();
    expect(store.refusalText({ code: 'quotePhotos.constructor' })).toBeUndefined();
    expect(store.refusalText({})).toBeUndefined();
    expect(store.refusalText(null)).toBeUndefined();
  });
});
