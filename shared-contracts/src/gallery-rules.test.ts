import { formatCategory, isVisibleCategory } from './gallery-rules.js';

describe('category display', () => {
  it('capitalises words and turns underscores into spaces', () => {
    expect(formatCategory('outdoor_kitchens_fireplaces')).toBe('Outdoor Kitchens Fireplaces');
    expect(formatCategory('stone')).toBe('Stone');
  });

  it("hides 'images' whatever its case", () => {
    expect(isVisibleCategory('Images')).toBe(false);
    expect(isVisibleCategory('IMAGES')).toBe(false);
    expect(isVisibleCategory('mailboxes')).toBe(true);
  });
});
