import { API_PATHS } from 'shared-contracts';
import { json, mockFetch } from '../testing/fetch-mock.js';
import { getGallery, getGalleryCategories } from './gallery-queries.js';

const ITEM = {
  id: '7f1c1b9e-52a5-4a59-9d3e-6a8d1b0f2c11',
  title: 'Limestone Wall',
  description: 'Hill Country limestone.',
  imageUrl: '/uploads/7f1c1b9e.webp',
  location: 'Stone Oak',
  category: 'stone',
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('getGallery (light shape check instead of zod)', () => {
  it('returns the projects with their text trimmed, without unknown server fields', async () => {
    mockFetch({
      [`GET ${API_PATHS.gallery('all')}`]: () => json([{ ...ITEM, title: ' Limestone Wall ', extra: 1 }]),
    });
    await expect(getGallery('all')).resolves.toEqual([ITEM]);
  });

  it("keeps the item's version (issue 29), and drops one that is not a whole number of 1 or more", async () => {
    mockFetch({
      [`GET ${API_PATHS.gallery('all')}`]: () =>
        json([
          { ...ITEM, version: 3 },
          { ...ITEM, version: '3' },
          { ...ITEM, version: 0 },
          { ...ITEM, version: 1.5 },
        ]),
    });
    await expect(getGallery('all')).resolves.toEqual([{ ...ITEM, version: 3 }, ITEM, ITEM, ITEM]);
  });

  it('keeps a before photo with a safe address (issue 31), and drops any other', async () => {
    const before = '/uploads/0b0c8f5e.webp';
    mockFetch({
      [`GET ${API_PATHS.gallery('all')}`]: () =>
        json([
          { ...ITEM, beforeImageUrl: ` ${before} ` },
          { ...ITEM, beforeImageUrl: 'javascript:alert(1)' },
          { ...ITEM, beforeImageUrl: 7 },
        ]),
    });
    await expect(getGallery('all')).resolves.toEqual([{ ...ITEM, beforeImageUrl: before }, ITEM, ITEM]);
  });

  it('keeps an item without a creation date', async () => {
    const { createdAt: _createdAt, ...undated } = ITEM;
    mockFetch({ [`GET ${API_PATHS.gallery('all')}`]: () => json([undated]) });
    await expect(getGallery('all')).resolves.toEqual([undated]);
  });

  it.each([
    ['a body that is not a list', { items: [ITEM] }],
    ['an item that is not an object', [null]],
    ['a missing field', [{ ...ITEM, title: undefined }]],
    ['a non-text field', [{ ...ITEM, location: 5 }]],
    ['a script address as the photo', [{ ...ITEM, imageUrl: 'javascript:alert(1)' }]],
    ['a protocol-relative photo address', [{ ...ITEM, imageUrl: '//evil.example/x.png' }]],
  ])('rejects %s', async (_name, body) => {
    mockFetch({ [`GET ${API_PATHS.gallery('all')}`]: () => json(body) });
    await expect(getGallery('all')).rejects.toThrow();
  });
});

describe('getGalleryCategories', () => {
  it('returns the names', async () => {
    mockFetch({ [`GET ${API_PATHS.galleryCategories()}`]: () => json(['stone', 'concrete']) });
    await expect(getGalleryCategories()).resolves.toEqual(['stone', 'concrete']);
  });

  it.each([
    ['a body that is not a list', { categories: [] }],
    ['a name that is not text', ['stone', 3]],
  ])('rejects %s', async (_name, body) => {
    mockFetch({ [`GET ${API_PATHS.galleryCategories()}`]: () => json(body) });
    await expect(getGalleryCategories()).rejects.toThrow();
  });
});
