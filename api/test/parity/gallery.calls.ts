import {
  createGalleryItemSchema,
  galleryCategoryFilterSchema,
  galleryItemIdParamSchema,
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
  ...(['delete', 'post'] as const).map(
    (method): ParityCall => ({
      // Validation only: a well-formed id of no item (or of one not in the trash) gets past it and is a 404.
      name:
        method === 'delete'
          ? 'DELETE /api/admin/gallery/item/:id'
          : 'POST /api/admin/gallery/trash/:id/restore',
      schema: galleryItemIdParamSchema,
      send: (api, input) => {
        const id = encodeURIComponent(String(input));
        const path =
          method === 'delete' ? `/api/admin/gallery/item/${id}` : `/api/admin/gallery/trash/${id}/restore`;
        return api.http()[method](path).set(api.auth);
      },
      cases: [
        { what: 'a UUID', input: '3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f', expected: ACCEPT },
        { what: 'a UUID in capitals', input: '3F1C2B7E-8D4A-4C5B-9E6F-0A1B2C3D4E5F', expected: ACCEPT },
        { what: 'a number', input: '42', expected: m.idInvalid },
        { what: 'a word', input: 'latest', expected: m.idInvalid },
        { what: 'padded', input: ' 3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f', expected: m.idInvalid },
        { what: 'no dashes', input: '3f1c2b7e8d4a4c5b9e6f0a1b2c3d4e5f', expected: m.idInvalid },
        { what: 'a bad hex digit', input: '3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5g', expected: m.idInvalid },
        { what: 'one digit too many', input: '3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f0', expected: m.idInvalid },
      ],
    }),
  ),
];
