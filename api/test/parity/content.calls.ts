import {
  BUILT_IN_HERO_IMAGE_PATH,
  contentDraftPublishSchema,
  contentDraftSchemas,
  type DraftPageName,
  contentVersionNumberParamSchema,
  contentVersionRestoreSchema,
  contentVersionSchema,
  LIMITS,
  MESSAGES,
  PAGE_CONTENT_FIELDS,
  TRANSLATABLE_CONTENT_FIELDS,
  contentTranslationSchemas,
  pageContentSchemas,
  pageNameSchema,
  type PageName,
} from 'shared-contracts';
import { emailCases } from './quote.calls.js';
import { bodyShapeCases, textFieldCases, type Body } from './text-cases.js';
import {
  ACCEPT,
  REFUSE,
  staffSends,
  type ParityCall,
  type ParityCase,
  type ParityClient,
} from './verdict.js';

const m = MESSAGES.content;

/** The message of each required field (spec section 5, admin content). */
const REQUIRED_MESSAGE: Record<string, string> = {
  title: m.titleRequired,
  subtitle: m.subtitleRequired,
  description: m.descriptionRequired,
  address: m.addressRequired,
  phone: m.phoneRequired,
};

const valid: { [P in PageName]: Body } = {
  home: { title: 'Home', subtitle: 'Sub', description: 'About us' },
  services: { title: 'Services', description: 'What we do' },
  contact: { title: 'Contact', address: '1 Main St', phone: '210-555-0100', email: 'office@example.com' },
  business: {
    hoursWeekdays: '8am-6pm',
    hoursSaturday: '9am-2pm',
    hoursSunday: 'Closed',
    facebookUrl: 'https://www.facebook.com/alamo',
    instagramUrl: '',
  },
};

/** A business field's cases: the shared hours rule, or an https link (Instagram may be left empty). */
function businessFieldCases(base: Body, field: string): ParityCase[] {
  const at = (what: string, value: unknown, expected: string): ParityCase => ({
    what: `${field}: ${what}`,
    input: { ...base, [field]: value },
    expected,
  });
  if (field.startsWith('hours')) {
    const bad = m.hoursInvalid;
    return [
      at('a range', '7:30am - 4pm', ACCEPT),
      at('closed', 'closed', ACCEPT),
      at('padded', '  9am-2pm ', ACCEPT),
      at('empty', '', bad),
      at('words', 'by appointment', bad),
      at('hour 13', '13pm-2pm', bad),
      at('one over the maximum', `8am-6pm${' '.repeat(LIMITS.business.hoursMax)}x`, bad),
      at('a number', 8, bad),
      at('null', null, bad),
    ];
  }
  const bad = m.linkInvalid;
  return [
    at('an https link', 'https://www.instagram.com/alamo?hl=en', ACCEPT),
    at('empty', '', field === 'instagramUrl' ? ACCEPT : bad),
    at('http', 'http://facebook.com/alamo', bad),
    at('a script', 'javascript:alert(1)', bad),
    at('no host', 'https://', bad),
    at('one over the maximum', `https://a.com/${'x'.repeat(LIMITS.business.linkMax)}`, bad),
    at('an array', ['https://a.com'], bad),
  ];
}

function versionCases(base: Body): ParityCase[] {
  const v = (what: string, version: unknown, expected: string): ParityCase => ({
    what: `version: ${what}`,
    input: { ...base, version },
    expected,
  });
  // A version that does not match the stored one gets past validation and is a 409 (STALE_VERSION).
  return [
    v('0 (edited from the defaults)', 0, ACCEPT),
    v('the largest PostgreSQL integer', 2_147_483_647, ACCEPT),
    v('one over the largest integer', 2_147_483_648, REFUSE),
    v('negative', -1, REFUSE),
    v('a fraction', 1.5, REFUSE),
    v('a string', '1', REFUSE),
  ];
}

/**
 * Home's hero photo (issue 29): optional; the built-in path or a stored upload's path. A well-formed upload path gets
 * past validation and is then checked against the store (hero-photo.e2e-spec.ts), so it is not a row here.
 */
function heroImageCases(base: Body): ParityCase[] {
  const at = (what: string, heroImagePath: unknown, expected: string): ParityCase => ({
    what: `heroImagePath: ${what}`,
    input: { ...base, heroImagePath },
    expected,
  });
  const bad = m.heroPhotoInvalid;
  return [
    at('the built-in photo', BUILT_IN_HERO_IMAGE_PATH, ACCEPT),
    at('an arbitrary URL', 'https://evil.example/photo.jpg', bad),
    at('a gallery upload', '/uploads/0b0c8f5e-1d2a-4c3b-9e8f-123456789abc.webp', bad),
    at('a smaller variant', '/uploads/hero-0b0c8f5e-1d2a-4c3b-9e8f-123456789abc-768.webp', bad),
    at('padded', ` ${BUILT_IN_HERO_IMAGE_PATH}`, bad),
    at('empty', '', bad),
    at('null', null, bad),
    at('a number', 1, bad),
    at('overlong', `${BUILT_IN_HERO_IMAGE_PATH}${'x'.repeat(LIMITS.content.fieldMax)}`, bad),
  ];
}

/** The page's Spanish texts (issue 30): optional; each translatable field optional, '' = not translated. */
function translationCases(page: PageName, base: Body): ParityCase[] {
  if (page === 'business')
    return [{ what: 'es: not on this page', input: { ...base, es: {} }, expected: REFUSE }];
  const at = (what: string, es: unknown, expected: string): ParityCase => ({
    what: `es: ${what}`,
    input: { ...base, es },
    expected,
  });
  const bad = m.translationInvalid;
  return [
    at('every field', Object.fromEntries(TRANSLATABLE_CONTENT_FIELDS[page].map((f) => [f, 'Hola'])), ACCEPT),
    at('empty (nothing translated)', {}, ACCEPT),
    at('a blank title', { title: '  ' }, ACCEPT),
    at('a padded title', { title: '  Hola ' }, ACCEPT),
    at('a title at the maximum', { title: 'x'.repeat(LIMITS.content.fieldMax) }, ACCEPT),
    at('a title one over the maximum', { title: 'x'.repeat(LIMITS.content.fieldMax + 1) }, m.fieldTooLong),
    at('a number title', { title: 1 }, bad),
    at('a null title', { title: null }, bad),
    at('a field that is not translated', { email: 'a@b.co' }, REFUSE),
    at('null', null, REFUSE),
    at('text', 'Hola', REFUSE),
    at('a list', [], REFUSE),
  ];
}

/** The page's field rules (spec section 5), on a body that carries them. */
function fieldCases(page: PageName, base: Body): ParityCase[] {
  return (page === 'home' ? heroImageCases(base) : [])
    .concat(textFieldsOf(page, base))
    .concat(translationCases(page, base));
}

/** The text fields of the page. */
function textFieldsOf(page: PageName, base: Body): ParityCase[] {
  return PAGE_CONTENT_FIELDS[page].flatMap((field) =>
    page === 'business'
      ? businessFieldCases(base, field)
      : field === 'email'
        ? emailCases(base, field, m.invalidEmail, m.invalidEmail)
        : textFieldCases(base, field, {
            min: 1,
            max: LIMITS.content.fieldMax,
            message: REQUIRED_MESSAGE[field]!,
            tooLong: m.fieldTooLong,
          }),
  );
}

function pageCall(page: PageName): ParityCall {
  const base = valid[page];
  return {
    name: `POST /api/content/${page}`,
    // The body is the page's fields plus the optional version the edit started from and Spanish texts (issue 30).
    schema: pageContentSchemas[page].extend({
      ...contentVersionSchema.shape,
      ...(page === 'business' ? {} : { es: contentTranslationSchemas[page].optional() }),
    }),
    send: staffSends('post', `/api/content/${page}`),
    cases: [...bodyShapeCases(base), ...fieldCases(page, base), ...versionCases(base)],
  };
}

/** A draft's base version (issue 29): required, unlike a save's. */
function draftVersionCases(base: Body): ParityCase[] {
  const v = (what: string, input: unknown, expected: string): ParityCase => ({
    what: `version: ${what}`,
    input,
    expected,
  });
  return [
    v('0 (edited from the defaults)', { ...base, version: 0 }, ACCEPT),
    v('the largest PostgreSQL integer', { ...base, version: 2_147_483_647 }, ACCEPT),
    v(
      'missing',
      Object.fromEntries(Object.entries(base).filter(([k]) => k !== 'version')),
      m.draftVersionRequired,
    ),
    v('null', { ...base, version: null }, m.draftVersionRequired),
    v('one over the largest integer', { ...base, version: 2_147_483_648 }, m.draftVersionRequired),
    v('negative', { ...base, version: -1 }, m.draftVersionRequired),
    v('a fraction', { ...base, version: 1.5 }, m.draftVersionRequired),
    v('a string', { ...base, version: '1' }, m.draftVersionRequired),
  ];
}

/** PUT /api/admin/content/{page}/draft: exactly the save's field rules, plus the required base version. */
function draftCall(page: DraftPageName): ParityCall {
  const base = { ...valid[page], version: 0 };
  return {
    name: `PUT /api/admin/content/${page}/draft`,
    schema: contentDraftSchemas[page],
    send: staffSends('put', `/api/admin/content/${page}/draft`),
    cases: [...bodyShapeCases(base), ...fieldCases(page, base), ...draftVersionCases(base)],
  };
}

/** Home published twice, so versions 1 and 2 exist and the page is at version 2. */
async function homeWithTwoVersions(api: ParityClient): Promise<void> {
  await staffSends('post', '/api/content/home')(api, valid.home);
  await staffSends('post', '/api/content/home')(api, valid.home);
}

export const contentCalls: ParityCall[] = [
  pageCall('home'),
  pageCall('services'),
  pageCall('contact'),
  pageCall('business'),
  draftCall('home'),
  draftCall('services'),
  draftCall('contact'),
  {
    name: 'POST /api/admin/content/:page/draft/publish',
    schema: contentDraftPublishSchema,
    // Validation only: a valid version gets past it and is a 404 (no draft) or 409 (stale), never a 400.
    send: staffSends('post', '/api/admin/content/home/draft/publish'),
    cases: [
      ...bodyShapeCases({ version: 0 }),
      { what: 'a version the page is not at (409)', input: { version: 7 }, expected: ACCEPT },
      { what: 'missing', input: {}, expected: m.draftVersionRequired },
      { what: 'a string', input: { version: '0' }, expected: m.draftVersionRequired },
      { what: 'null', input: { version: null }, expected: m.draftVersionRequired },
      { what: 'negative', input: { version: -1 }, expected: m.draftVersionRequired },
      { what: 'a fraction', input: { version: 0.5 }, expected: m.draftVersionRequired },
      {
        what: 'one over the largest integer',
        input: { version: 2_147_483_648 },
        expected: m.draftVersionRequired,
      },
    ],
  },
  {
    name: 'GET /api/content/:page',
    schema: pageNameSchema,
    send: (api, input) => api.http().get(`/api/content/${encodeURIComponent(String(input))}`),
    // An unknown page is an unknown resource.
    refusedStatus: 404,
    cases: [
      ...(['home', 'services', 'contact'] as const).map((page) => ({
        what: page,
        input: page,
        expected: ACCEPT,
      })),
      { what: 'another page', input: 'about', expected: REFUSE },
      { what: 'upper case', input: 'HOME', expected: REFUSE },
      { what: 'padded', input: ' home', expected: REFUSE },
    ],
  },
  {
    name: 'POST /api/admin/content/:page/versions/:number/restore',
    schema: contentVersionRestoreSchema,
    // Validation only: a valid but stale version gets past it and is a 409.
    send: async (api, input) => {
      await homeWithTwoVersions(api);
      return staffSends('post', '/api/admin/content/home/versions/1/restore')(api, input);
    },
    cases: [
      ...bodyShapeCases({ version: 2 }),
      { what: 'a stale version (409, not a validation refusal)', input: { version: 1 }, expected: ACCEPT },
      { what: 'version 0', input: { version: 0 }, expected: ACCEPT },
      { what: 'missing', input: {}, expected: m.restoreVersionRequired },
      { what: 'a string', input: { version: '2' }, expected: m.restoreVersionRequired },
      { what: 'null', input: { version: null }, expected: m.restoreVersionRequired },
      { what: 'negative', input: { version: -1 }, expected: m.restoreVersionRequired },
      { what: 'a fraction', input: { version: 1.5 }, expected: m.restoreVersionRequired },
      {
        what: 'one over the largest integer',
        input: { version: 2_147_483_648 },
        expected: m.restoreVersionRequired,
      },
    ],
  },
  {
    name: 'GET /api/admin/content/:page/versions/:number',
    schema: contentVersionNumberParamSchema,
    // Validation only: a well-formed number of no stored version gets past it and is a 404.
    send: (api, input) =>
      api
        .http()
        .get(`/api/admin/content/home/versions/${encodeURIComponent(String(input))}`)
        .set(api.auth),
    cases: [
      { what: '1', input: '1', expected: ACCEPT },
      { what: 'the largest integer', input: '2147483647', expected: ACCEPT },
      { what: '0', input: '0', expected: m.versionNumberInvalid },
      { what: 'negative', input: '-1', expected: m.versionNumberInvalid },
      { what: 'a fraction', input: '1.5', expected: m.versionNumberInvalid },
      { what: 'a leading zero', input: '01', expected: m.versionNumberInvalid },
      { what: 'an exponent', input: '1e3', expected: m.versionNumberInvalid },
      { what: 'padded', input: ' 1', expected: m.versionNumberInvalid },
      { what: 'a word', input: 'latest', expected: m.versionNumberInvalid },
      { what: 'one over the largest integer', input: '2147483648', expected: m.versionNumberInvalid },
    ],
  },
];
