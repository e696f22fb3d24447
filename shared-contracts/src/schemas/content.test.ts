import { DEFAULT_CONTENT } from '../data/default-content.js';
import * as MESSAGES from '../messages/index.js';
import {
  contactContentSchema,
  homeContentSchema,
  PAGE_CONTENT_FIELDS,
  PAGE_NAMES,
  pageContentSchemas,
  servicesContentSchema,
} from './content.js';

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
  it.each(PAGE_NAMES)('lists exactly the %s schema fields', (page) => {
    expect([...PAGE_CONTENT_FIELDS[page]].sort()).toEqual(Object.keys(pageContentSchemas[page].shape).sort());
  });
});
