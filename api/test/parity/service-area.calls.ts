import {
  LIMITS,
  MESSAGES,
  quoteRequestSchema,
  replaceServiceAreaSchema,
  updateServiceAreaEntrySchema,
  zipCodeSchema,
} from 'shared-contracts';
import { bodyShapeCases, MISSING, withField } from './text-cases.js';
import { ACCEPT, REFUSE, staffSends, type ParityCall, type ParityCase } from './verdict.js';

const z = MESSAGES.zip;
/** A served ZIP of the built-in list (every test starts from it). */
const SERVED = '78205';
const entry = { zipCode: SERVED, neighborhood: 'Downtown', region: 'Nearby' };

const field = (name: string, what: string, value: unknown, expected: string): ParityCase => ({
  what: `${name}: ${what}`,
  input: withField(entry, name, value),
  expected,
});
const list = (what: string, zipCodes: unknown, expected: string): ParityCase => ({
  what,
  input: { zipCodes },
  expected,
});

/** Not five digits, for the ZIP rules without trimming (the admin's list and entries). */
const BAD_ZIPS: [string, unknown][] = [
  ['four digits', '7820'],
  ['six digits', '782055'],
  ['letters', 'abcde'],
  ['padded', ' 78205'],
  ['empty', ''],
  ['a number', 78205],
];

export const serviceAreaCalls: ParityCall[] = [
  {
    name: 'PUT /api/admin/service-area',
    schema: replaceServiceAreaSchema,
    send: staffSends('put', '/api/admin/service-area'),
    // The API names the bad entries after the spec message.
    apiAddsDetail: true,
    cases: [
      ...bodyShapeCases({ zipCodes: [SERVED, '78999'] }),
      list('an empty list', [], ACCEPT),
      list('exactly the maximum number of entries', maxEntries(0), ACCEPT),
      list('one entry over the maximum', maxEntries(1), REFUSE),
      ...BAD_ZIPS.map(([what, zip]) => list(`an entry ${what}`, [SERVED, zip], z.mustBeFiveDigits)),
      list('a repeated entry', [SERVED, '78999', SERVED], z.duplicate),
      list('a bad and a repeated entry: the bad one first', [SERVED, SERVED, '1'], z.mustBeFiveDigits),
      list('a string instead of a list', SERVED, REFUSE),
      list('missing', undefined, REFUSE),
    ],
  },
  {
    name: 'PUT /api/admin/service-area/:zipCode (body)',
    schema: updateServiceAreaEntrySchema,
    send: staffSends('put', `/api/admin/service-area/${SERVED}`),
    cases: [
      ...bodyShapeCases(entry),
      field('neighborhood', 'missing', MISSING, ACCEPT),
      field('neighborhood', 'null', null, ACCEPT),
      field('neighborhood', 'empty', '', ACCEPT),
      field('neighborhood', 'whitespace only', '   ', ACCEPT),
      field('neighborhood', 'exactly the maximum', 'x'.repeat(LIMITS.serviceArea.neighborhoodMax), ACCEPT),
      field(
        'neighborhood',
        'one over the maximum',
        'x'.repeat(LIMITS.serviceArea.neighborhoodMax + 1),
        z.neighborhoodTooLong,
      ),
      field('neighborhood', 'a number', 5, REFUSE),
      field('region', 'San Antonio', 'San Antonio', ACCEPT),
      field('region', 'missing', MISSING, z.regionInvalid),
      field('region', 'lower case', 'nearby', z.regionInvalid),
      field('region', 'unknown', 'Austin', z.regionInvalid),
      field('region', 'a number', 1, z.regionInvalid),
      field('zipCode', 'missing', MISSING, z.mustBeFiveDigits),
      ...BAD_ZIPS.map(([what, zip]) => field('zipCode', what, zip, z.mustBeFiveDigits)),
    ],
  },
  {
    name: 'PUT /api/admin/service-area/:zipCode (path)',
    schema: zipCodeSchema,
    // Validation only: a well-formed ZIP not in the list gets past it and is a 404.
    send: (api, input) =>
      api
        .http()
        .put(`/api/admin/service-area/${encodeURIComponent(String(input))}`)
        .set(api.auth)
        .send({ ...entry, zipCode: input }),
    cases: [
      { what: 'a served ZIP', input: SERVED, expected: ACCEPT },
      { what: 'a ZIP not in the list', input: '10001', expected: ACCEPT },
      ...BAD_ZIPS.filter(([, zip]) => zip !== '' && typeof zip === 'string').map(([what, zip]) => ({
        what,
        input: zip,
        expected: z.mustBeFiveDigits,
      })),
    ],
  },
  {
    name: 'GET /api/public/service-area/check/:zipCode',
    // The quote form checks the ZIP it validated with its own rule.
    schema: quoteRequestSchema.shape.zipCode,
    send: (api, input) =>
      api.http().get(`/api/public/service-area/check/${encodeURIComponent(String(input))}`),
    cases: [
      { what: 'a served ZIP', input: SERVED, expected: ACCEPT },
      { what: 'a ZIP outside the area', input: '10001', expected: ACCEPT },
      { what: 'padded', input: ` ${SERVED} `, expected: ACCEPT },
      { what: 'whitespace only', input: '     ', expected: MESSAGES.quote.zipCode },
      { what: 'four digits', input: '7820', expected: MESSAGES.quote.zipCode },
      { what: 'six digits', input: '782055', expected: MESSAGES.quote.zipCode },
      { what: 'letters', input: 'abcde', expected: MESSAGES.quote.zipCode },
      { what: 'ZIP+4', input: '78205-1234', expected: MESSAGES.quote.zipCode },
    ],
  },
];

/** `extra` more distinct five-digit ZIPs than the replace call allows. */
function maxEntries(extra: number): string[] {
  return Array.from({ length: LIMITS.serviceArea.maxEntries + extra }, (_, i) => String(70000 + i));
}
