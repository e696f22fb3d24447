import {
  createGalleryItemSchema,
  galleryCategoryFilterSchema,
  IMAGE_URL_FORMAT,
  LIMITS,
  MESSAGES,
} from 'shared-contracts';
import { bodyShapeCases, MISSING, textFieldCases, withField } from './text-cases.js';
import { ACCEPT, staffSends, type ParityCall, type ParityCase } from './verdict.js';

const g = LIMITS.gallery;
const m = MESSAGES.gallery;
const base = {
  title: 'Limestone patio',
  description: 'A 400 sq ft patio in Alamo Heights.',
  imageUrl: 'https://images.example.com/patio.jpg',
  location: 'San Antonio',
  category: 'stone',
};

const imageUrl = (what: string, value: string, expected: string): ParityCase => ({
  what: `imageUrl: ${what}`,
  input: withField(base, 'imageUrl', value),
  expected,
});

/** The query string as a browser would send it; an array repeats the key. */
function categoryQuery(input: unknown): string {
  if (input === undefined) return '';
  const values = Array.isArray(input) ? input : [input];
  return `?${values.map((value) => `category=${encodeURIComponent(String(value))}`).join('&')}`;
}

export const galleryCalls: ParityCall[] = [
  {
    name: 'POST /api/admin/gallery/item',
    schema: createGalleryItemSchema,
    send: staffSends('post', '/api/admin/gallery/item'),
    cases: [
      ...bodyShapeCases(base),
      ...textFieldCases(base, 'title', {
        min: g.titleMin,
        max: g.titleMax,
        message: m.titleMin,
        tooLong: m.tooLong,
      }),
      ...textFieldCases(base, 'description', {
        min: g.descriptionMin,
        max: g.descriptionMax,
        message: m.descriptionMin,
        tooLong: m.tooLong,
      }),
      ...textFieldCases(base, 'location', {
        min: g.locationMin,
        max: g.locationMax,
        message: m.locationMin,
        tooLong: m.tooLong,
      }),
      ...textFieldCases(base, 'category', {
        min: g.categoryMin,
        max: g.categoryMax,
        message: m.categoryRequired,
        tooLong: m.tooLong,
      }),
      imageUrl('a path on this site', '/uploads/3f1c2b7e.webp', ACCEPT),
      imageUrl('http', 'http://images.example.com/a.jpg', ACCEPT),
      imageUrl('padded', '  https://images.example.com/a.jpg ', ACCEPT),
      imageUrl('empty', '', m.imageUrlRequired),
      imageUrl('whitespace only', '   ', m.imageUrlRequired),
      imageUrl('javascript:', 'javascript:alert(1)', IMAGE_URL_FORMAT),
      imageUrl('data:', 'data:image/png;base64,AAAA', IMAGE_URL_FORMAT),
      imageUrl('protocol-relative', '//evil.example/a.jpg', IMAGE_URL_FORMAT),
      imageUrl('a relative path', 'uploads/a.jpg', IMAGE_URL_FORMAT),
      imageUrl('a space inside', '/uploads/a b.jpg', IMAGE_URL_FORMAT),
      imageUrl('one over the maximum', `/${'x'.repeat(g.imageUrlMax)}`, m.tooLong),
      {
        what: 'imageUrl: missing',
        input: withField(base, 'imageUrl', MISSING),
        expected: m.imageUrlRequired,
      },
    ],
  },
  {
    name: 'GET /api/gallery?category=',
    schema: galleryCategoryFilterSchema,
    send: (api, input) => api.http().get(`/api/gallery${categoryQuery(input)}`),
    cases: [
      { what: 'absent', input: undefined, expected: ACCEPT },
      { what: 'a category', input: 'stone', expected: ACCEPT },
      { what: 'padded', input: '  stone ', expected: ACCEPT },
      { what: 'all', input: 'all', expected: ACCEPT },
      { what: 'unknown (matches nothing)', input: 'x', expected: ACCEPT },
      { what: 'exactly the maximum', input: 'x'.repeat(g.categoryMax), expected: ACCEPT },
      { what: 'one over the maximum', input: 'x'.repeat(g.categoryMax + 1), expected: m.tooLong },
      { what: 'given twice', input: ['stone', 'concrete'], expected: m.categoryRequired },
    ],
  },
];
