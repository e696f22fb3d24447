import {
  contentVersionRestoreSchema,
  createGalleryItemSchema,
  galleryCategoryFilterSchema,
  galleryItemIdParamSchema,
  galleryBeforePhotoSchema,
  galleryOrderSchema,
  IMAGE_URL_FORMAT,
  LIMITS,
  MESSAGES,
  updateGalleryItemSchema,
} from 'shared-contracts';
import { bodyShapeCases, MISSING, textFieldCases, withField } from './text-cases.js';
import { ACCEPT, REFUSE, staffSends, type ParityCall, type ParityCase } from './verdict.js';

const g = LIMITS.gallery;
const m = MESSAGES.gallery;
const mb = MESSAGES.galleryBefore;
const base = {
  title: 'Limestone patio',
  description: 'A 400 sq ft patio in Alamo Heights.',
  imageUrl: 'https://images.example.com/patio.jpg',
  location: 'San Antonio',
  category: 'stone',
};

/** PUT item/{id}: the text fields and the version the edit started from. */
const { imageUrl: _image, ...editedFields } = base;
const edited = { ...editedFields, version: 1 };
const UUID = '3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f';

const imageUrl = (what: string, value: string, expected: string): ParityCase => ({
  what: `imageUrl: ${what}`,
  input: withField(base, 'imageUrl', value),
  expected,
});

/** The optional Spanish title and description (issue 30): '' = not translated, capped like the English field. */
function spanishCases(body: Record<string, unknown>): ParityCase[] {
  return (
    [
      ['titleEs', g.titleMax],
      ['descriptionEs', g.descriptionMax],
    ] as const
  ).flatMap(([field, max]) => {
    const at = (what: string, value: unknown, expected: string): ParityCase => ({
      what: `${field}: ${what}`,
      input: withField(body, field, value),
      expected,
    });
    return [
      at('a text', 'Patio de piedra caliza', ACCEPT),
      at('empty (not translated)', '', ACCEPT),
      at('blank', '   ', ACCEPT),
      at('one character', 'x', ACCEPT),
      at('at the maximum', 'x'.repeat(max), ACCEPT),
      at('one over the maximum', 'x'.repeat(max + 1), m.tooLong),
      at('padded to the maximum', ` ${'x'.repeat(max)} `, ACCEPT),
      at('a number', 1, m.spanishTextInvalid),
      at('null', null, m.spanishTextInvalid),
      at('an object', { es: 'x' }, m.spanishTextInvalid),
    ];
  });
}

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
      ...spanishCases(base),
    ],
  },
  {
    name: 'PUT /api/admin/gallery/item/:id',
    schema: updateGalleryItemSchema,
    // Validation only: a valid body for an id of no item gets past it and is a 404 (gallery-edit.e2e-spec.ts).
    send: staffSends('put', '/api/admin/gallery/item/3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f'),
    cases: [
      ...bodyShapeCases(edited),
      {
        what: 'the image (not editable)',
        input: { ...edited, imageUrl: 'https://images.example.com/a.jpg' },
        expected: REFUSE,
      },
      ...textFieldCases(edited, 'title', {
        min: g.titleMin,
        max: g.titleMax,
        message: m.titleMin,
        tooLong: m.tooLong,
      }),
      ...textFieldCases(edited, 'description', {
        min: g.descriptionMin,
        max: g.descriptionMax,
        message: m.descriptionMin,
        tooLong: m.tooLong,
      }),
      ...textFieldCases(edited, 'location', {
        min: g.locationMin,
        max: g.locationMax,
        message: m.locationMin,
        tooLong: m.tooLong,
      }),
      ...textFieldCases(edited, 'category', {
        min: g.categoryMin,
        max: g.categoryMax,
        message: m.categoryRequired,
        tooLong: m.tooLong,
      }),
      { what: 'version missing', input: withField(edited, 'version', MISSING), expected: m.versionRequired },
      { what: 'version 0', input: { ...edited, version: 0 }, expected: m.versionRequired },
      { what: 'version a string', input: { ...edited, version: '1' }, expected: m.versionRequired },
      { what: 'version a fraction', input: { ...edited, version: 1.5 }, expected: m.versionRequired },
      { what: 'version null', input: { ...edited, version: null }, expected: m.versionRequired },
      { what: 'version the largest integer', input: { ...edited, version: 2_147_483_647 }, expected: ACCEPT },
      { what: 'version over it', input: { ...edited, version: 2_147_483_648 }, expected: m.versionRequired },
      ...spanishCases(edited),
    ],
  },
  {
    name: 'POST /api/admin/gallery/item/:id/versions/:number/restore',
    schema: contentVersionRestoreSchema,
    // Validation only: a valid body for an id of no item gets past it and is a 404 (gallery-edit.e2e-spec.ts).
    send: staffSends('post', `/api/admin/gallery/item/${UUID}/versions/1/restore`),
    cases: [
      ...bodyShapeCases({ version: 2 }),
      { what: 'version 0', input: { version: 0 }, expected: ACCEPT },
      { what: 'missing', input: {}, expected: MESSAGES.content.restoreVersionRequired },
      { what: 'a string', input: { version: '2' }, expected: MESSAGES.content.restoreVersionRequired },
      { what: 'a fraction', input: { version: 1.5 }, expected: MESSAGES.content.restoreVersionRequired },
    ],
  },
  {
    name: 'PUT /api/admin/gallery/item/:id/before-photo',
    schema: galleryBeforePhotoSchema,
    // Validation only: an id of no item is a 404 past it, a well-formed path no longer stored a 400 after the item is
    // found (gallery-before-photo.e2e-spec.ts).
    send: staffSends('put', `/api/admin/gallery/item/${UUID}/before-photo`),
    cases: [
      ...bodyShapeCases({ beforeImageUrl: null }),
      { what: 'a site-relative upload', input: { beforeImageUrl: `/uploads/${UUID}.webp` }, expected: ACCEPT },
      {
        what: 'an absolute upload URL',
        input: { beforeImageUrl: `http://localhost:3100/uploads/${UUID}.webp` },
        expected: ACCEPT,
      },
      { what: 'missing', input: {}, expected: mb.invalid },
      { what: 'empty', input: { beforeImageUrl: '' }, expected: mb.invalid },
      { what: 'an outside image', input: { beforeImageUrl: 'https://evil.example/a.jpg' }, expected: mb.invalid },
      { what: 'a thumbnail', input: { beforeImageUrl: `/uploads/${UUID}.thumb.webp` }, expected: mb.invalid },
      { what: 'a built-in photo', input: { beforeImageUrl: '/images/contact-photo.jpg' }, expected: mb.invalid },
      { what: 'a number', input: { beforeImageUrl: 7 }, expected: mb.invalid },
      { what: 'an object', input: { beforeImageUrl: { url: 'x' } }, expected: mb.invalid },
    ],
  },
  {
    name: 'PUT /api/admin/gallery/order',
    schema: galleryOrderSchema,
    // The parity suite's gallery is empty: the only acceptable list is the empty one. The set rule (exactly the shown
    // items) is the server's alone: gallery-edit.e2e-spec.ts.
    send: staffSends('put', '/api/admin/gallery/order'),
    cases: [
      ...bodyShapeCases({ ids: [] }),
      { what: 'ids missing', input: {}, expected: m.orderInvalid },
      { what: 'ids null', input: { ids: null }, expected: m.orderInvalid },
      { what: 'ids a text', input: { ids: UUID }, expected: m.orderInvalid },
      { what: 'an id that is not a UUID', input: { ids: ['42'] }, expected: m.orderInvalid },
      { what: 'a number among ids', input: { ids: [UUID, 7] }, expected: m.orderInvalid },
      { what: 'an id twice', input: { ids: [UUID, UUID] }, expected: m.orderInvalid },
      {
        what: 'an id twice, once in capitals',
        input: { ids: [UUID, UUID.toUpperCase()] },
        expected: m.orderInvalid,
      },
      {
        what: 'more ids than the maximum',
        input: {
          ids: Array.from(
            { length: g.orderMax + 1 },
            (_, i) => UUID.slice(0, -6) + String(i).padStart(6, '0'),
          ),
        },
        expected: m.orderInvalid,
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
  ...(['delete', 'post'] as const).map((method): ParityCall => ({
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
  })),
];
