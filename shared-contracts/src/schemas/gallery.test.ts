import * as MESSAGES from '../messages/index.js';
import { createGalleryItemSchema } from './gallery.js';

const valid = {
  title: 'Stone Wall',
  description: 'Limestone wall',
  imageUrl: '/uploads/abc.webp',
  location: 'San Antonio',
  category: 'stone',
};

describe('createGalleryItemSchema', () => {
  it('accepts a valid item', () => {
    expect(createGalleryItemSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['title', 'S', MESSAGES.gallery.titleMin],
    ['description', 'Wall', MESSAGES.gallery.descriptionMin],
    ['imageUrl', '', MESSAGES.gallery.imageUrlRequired],
    ['location', 'S', MESSAGES.gallery.locationMin],
    ['category', 's', MESSAGES.gallery.categoryRequired],
  ])('rejects %s = %p with the spec message', (field, value, message) => {
    const result = createGalleryItemSchema.safeParse({ ...valid, [field]: value });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([message]);
  });
});
