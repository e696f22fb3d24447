import { DEFAULT_CONTENT } from '../data/default-content.js';
import * as MESSAGES from '../messages/index.js';
import {
  contactContentSchema,
  homeContentSchema,
  PAGE_CONTENT_FIELDS,
  PAGE_IMAGE_FIELDS,
  PAGE_NAMES,
  pageContentSchemas,
  servicesContentSchema,
} from './content.js';
import { BUILT_IN_HERO_IMAGE_PATH, heroPhotoVariant } from './hero-photo.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('page content schemas', () => {
  it('accept the built-in defaults', () => {
    expect(homeContentSchema.safeParse(DEFAULT_CONTENT.home).success).toBe(true);
    expect(servicesContentSchema.safeParse(DEFAULT_CONTENT.services).success).toBe(true);
    expect(contactContentSchema.safeParse(DEFAULT_CONTENT.contact).success).toBe(true);
  });

  it('require the home fields with the spec messages', () => {
    expect(messages(homeContentSchema.safeParse({ title: ' ', subtitle: '', description: '' }))).toEqual([
      MESSAGES.content.titleRequired,
      MESSAGES.content.subtitleRequired,
      MESSAGES.content.descriptionRequired,
    ]);
  });

  it('require the services fields with the same messages', () => {
    expect(messages(servicesContentSchema.safeParse({ title: '', description: '' }))).toEqual([
      MESSAGES.content.titleRequired,
      MESSAGES.content.descriptionRequired,
    ]);
  });

  it('require the contact fields and a valid e-mail', () => {
    expect(messages(contactContentSchema.safeParse({ title: '', address: '', phone: '', email: 'nope' }))).toEqual([
      MESSAGES.content.titleRequired,
      MESSAGES.content.addressRequired,
      MESSAGES.content.phoneRequired,
      MESSAGES.content.invalidEmail,
    ]);
  });
});

describe('PAGE_CONTENT_FIELDS', () => {
  it.each(PAGE_NAMES)('with PAGE_IMAGE_FIELDS lists exactly the %s schema fields', (page) => {
    expect([...PAGE_CONTENT_FIELDS[page], ...PAGE_IMAGE_FIELDS[page]].sort()).toEqual(
      Object.keys(pageContentSchemas[page].shape).sort(),
    );
  });
});

describe('heroImagePath', () => {
  const home = { title: 'T', subtitle: 'S', description: 'D' };
  const uploaded = '/uploads/hero-0b0c8f5e-1d2a-4c3b-9e8f-123456789abc-1920.webp';
  it.each([BUILT_IN_HERO_IMAGE_PATH, uploaded])('accepts %s', (heroImagePath) => {
    expect(homeContentSchema.safeParse({ ...home, heroImagePath }).success).toBe(true);
  });
  it('is optional', () => {
    expect(homeContentSchema.safeParse(home).success).toBe(true);
  });
  it.each([
    'https://evil.example/x.jpg',
    '/uploads/0b0c8f5e-1d2a-4c3b-9e8f-123456789abc.webp',
    uploaded.replace('-1920', '-768'),
    `${uploaded}?x`,
    '',
  ])('refuses %s with the shared message', (heroImagePath) => {
    const result = homeContentSchema.safeParse({ ...home, heroImagePath });
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.content.heroPhotoInvalid);
  });
  it('names each variant', () => {
    expect(heroPhotoVariant(uploaded, 768)).toBe(uploaded.replace('-1920', '-768'));
  });
});
