import { validQuote } from '../helpers/fixtures.js';

export type Random = () => number;

/** Deterministic PRNG (mulberry32) so a failure can be replayed. */
export function rng(seed: number): Random {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export const pickWith =
  (random: Random) =>
  <T>(list: readonly T[]): T =>
    list[Math.floor(random() * list.length)]!;

/** A valid body per route; every generator below breaks it so that it is never acceptable. */
export const TEMPLATES: Record<string, Record<string, unknown>> = {
  'POST /api/public': validQuote(),
  'POST /api/content/home': { title: 'T', subtitle: 'S', description: 'D' },
  'POST /api/content/services': { title: 'T', description: 'D' },
  'POST /api/content/contact': { title: 'T', address: 'A', phone: 'P', email: 'a@b.co' },
  'PUT /api/admin/inquiries/:id': { status: 'Closed' },
  'POST /api/admin/content/:page/versions/:number/restore': { version: 1 },
  'PUT /api/admin/content/home/draft': { title: 'T', subtitle: 'S', description: 'D', version: 1 },
  'PUT /api/admin/content/services/draft': { title: 'T', description: 'D', version: 1 },
  'PUT /api/admin/content/contact/draft': {
    title: 'T',
    address: 'A',
    phone: 'P',
    email: 'a@b.co',
    version: 1,
  },
  'POST /api/admin/content/:page/draft/publish': { version: 1 },
  'POST /api/admin/gallery/item': {
    title: 'Title',
    description: 'Description',
    imageUrl: 'https://example.com/a.jpg',
    location: 'San Antonio',
    category: 'stone',
  },
  'PUT /api/admin/gallery/item/:id': {
    title: 'Title',
    description: 'Description',
    location: 'San Antonio',
    category: 'stone',
    version: 1,
  },
  'POST /api/admin/gallery/item/:id/versions/:number/restore': { version: 1 },
  'PUT /api/admin/gallery/order': { ids: ['3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f'] },
  'PUT /api/admin/gallery/item/:id/before-photo': { beforeImageUrl: null },
  'PUT /api/admin/service-area': { zipCodes: ['78205'] },
  'PUT /api/admin/service-area/:zipCode': { zipCode: '78205', neighborhood: 'N', region: 'Nearby' },
};

// No empty array: `{ zipCodes: [] }` is a valid (if drastic) service-area replacement.
const BAD_VALUES: unknown[] = [
  null,
  123,
  -1,
  true,
  [1, 2],
  {},
  { $ne: '' },
  'x'.repeat(10_001),
  '\u0000',
  'a\u0000b',
];

/** Template fields for which null is an acceptable value. */
const NULLABLE = new Set(['neighborhood']);

/** Strings that are not text: lone halves of a UTF-16 surrogate pair, alone or among real characters. */
const ILL_FORMED = [
  '\ud800',
  '\udfff',
  'Ann\ud83d',
  '\udc00Garza',
  'a@b.co\udbff',
  '78205\ud800',
  'ok \ud83e\udde1 \udc00',
];

/** Bodies that are not an acceptable payload for any route, whatever it expects. */
export const ODD_BODIES = [
  '',
  ' ',
  '{',
  '{"a":',
  '[1,2',
  'null',
  '"text"',
  '123',
  'true',
  '[]',
  '{"a":1}}',
  '\u0000',
  '\ufeff{}',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":1e999999}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"x":"\\ud800"}',
  '{"\\udfff":1}',
  '{"a":"\\u0000"}',
  '{"a":"\\uZZZZ"}',
];

/** A payload with one or more rules broken: unknown property, wrong type, missing field, not an object. */
export function brokenBody(template: Record<string, unknown>, random: Random): unknown {
  const pick = pickWith(random);
  const keys = Object.keys(template);
  switch (Math.floor(random() * 5)) {
    case 0: // unknown property: always refused (forbidNonWhitelisted)
      return {
        ...template,
        [pick(['evil', 'id', 'status2', 'isAdmin', 'version2', 'created_at'])]: pick(BAD_VALUES),
      };
    case 1: {
      // a field with a wrong type, NUL or oversize (null is a valid neighborhood: "none")
      const key = pick(keys);
      return {
        ...template,
        [key]: pick(NULLABLE.has(key) ? BAD_VALUES.filter((v) => v !== null) : BAD_VALUES),
      };
    }
    case 2: // the first field missing, others maybe broken
      return Object.fromEntries(
        keys.slice(1).map((k) => [k, random() < 0.5 ? template[k] : pick(BAD_VALUES)]),
      );
    case 3: // not an object at all
      return pick<unknown>([[], [template], 'string', 42]);
    default: // every field broken
      return Object.fromEntries(keys.map((k) => [k, pick(BAD_VALUES)]).concat([['extra', 1]]));
  }
}

/** A payload carrying ill-formed text: in a field, a key, or deeper inside (JSON.stringify writes them as \\uXXXX). */
export function illFormedBody(template: Record<string, unknown>, random: Random): unknown {
  const pick = pickWith(random);
  const bad = pick(ILL_FORMED);
  switch (Math.floor(random() * 4)) {
    case 0:
      return { ...template, [pick(Object.keys(template))]: bad };
    case 1:
      return { ...template, [pick(Object.keys(template))]: `${bad}${String(Object.values(template)[0])}` };
    case 2:
      return { ...template, [bad]: 'x' };
    default:
      return { ...template, [pick(Object.keys(template))]: [['ok', { deeper: bad }]] };
  }
}

/** Raw JSON nested past the limit (33 to 3,000 levels) inside a field, as arrays, objects or both. */
export function deepBody(template: Record<string, unknown>, random: Random): string {
  const pick = pickWith(random);
  const levels = 33 + Math.floor(random() ** 3 * 3000);
  const [open, close] = pick([
    ['[', ']'],
    ['{"a":', '}'],
    ['[{"a":', '}]'],
  ] as const);
  const field = pick(Object.keys(template));
  const inner = `${open.repeat(levels)}1${close.repeat(levels)}`;
  return JSON.stringify({ ...template, [field]: '__DEEP__' }).replace('"__DEEP__"', inner);
}

/** Bodies past the parser's size limit (413), and big ones under it that no rule accepts. */
export function hugeBody(template: Record<string, unknown>, random: Random): string {
  const pick = pickWith(random);
  switch (Math.floor(random() * 3)) {
    case 0:
      return JSON.stringify({
        ...template,
        [pick(Object.keys(template))]: 'x'.repeat(100_000 + Math.floor(random() * 150_000)),
      });
    case 1: // thousands of unknown properties, just under the limit
      return JSON.stringify({
        ...template,
        ...Object.fromEntries(Array.from({ length: 4000 }, (_, i) => [`k${i}`, i])),
      });
    default: // a field just under the limit: too long for every rule
      return JSON.stringify({ ...template, [pick(Object.keys(template))]: 'y'.repeat(90_000) });
  }
}

/** A body some rule refuses, with invalid UTF-8 bytes inside a string (the parser turns them into U+FFFD). */
export function invalidUtf8Body(template: Record<string, unknown>, random: Random): Buffer {
  const json = JSON.stringify({ ...template, extra: '__BYTES__' });
  const bytes = pickWith(random)([[0xc3, 0x28], [0xed, 0xa0, 0x80], [0xff], [0xf0, 0x9f, 0x92]]);
  const [before, after] = json.split('"__BYTES__"') as [string, string];
  return Buffer.concat([Buffer.from(`${before}"a`), Buffer.from(bytes), Buffer.from(`b"${after}`)]);
}

export const BAD_PARAMS = [
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(300),
  "1'%20OR%20'1'='1",
  '00000000-0000-0000-0000-00000000000g',
  '%F0%9F%A7%B1',
  '-1',
  '1e5',
  '7820',
  '782051',
  '%E0%A4%A',
  '%20',
  '%ED%A0%80', // a UTF-16 surrogate written as UTF-8: not valid UTF-8
  '%ED%B3%BF',
  '%C0%AF',
  '%FF%FE',
];

export const BAD_QUERIES = [
  '?status[]=New',
  '?status=New&status=Closed',
  '?category[$ne]=x',
  `?category=${'x'.repeat(500)}`,
  '?category=%00',
  '?category=%ED%A0%80',
  '?category=%FF',
  '?status=%ED%B3%BF',
  '?__proto__[x]=1',
  '?status=%E0%A4%A',
  '?unknown=1',
  `?${'a=1&'.repeat(2000)}`,
];
