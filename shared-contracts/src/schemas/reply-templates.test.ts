import { STARTER_REPLY_TEMPLATES } from '../data/reply-templates.js';
import { LIMITS, MESSAGES } from '../index.js';
import { fillReplyTemplate, replyTemplateInputSchema, replyTemplateSchema } from './reply-templates.js';

const m = MESSAGES.inquiry;
const firstMessage = (input: unknown) => replyTemplateInputSchema.safeParse(input).error?.issues[0]?.message;
const valid = { title: 'Site visit', text: 'Hi {name}, when can we come by?' };

describe('replyTemplateInputSchema', () => {
  it('trims the title and the text and keeps them', () => {
    expect(replyTemplateInputSchema.parse({ title: '  Site visit ', text: '\n Hi {name}  ' })).toEqual({
      title: 'Site visit',
      text: 'Hi {name}',
    });
  });

  it.each([
    ['missing', {}],
    ['empty', { title: '' }],
    ['whitespace only', { title: ' \t ' }],
    ['not text', { title: 7 }],
  ])('refuses a title that is %s, with the title message', (_what, title) => {
    expect(firstMessage({ ...valid, title: undefined, ...title })).toBe(m.templateTitleRequired);
  });

  it.each([
    ['missing', {}],
    ['empty', { text: '' }],
    ['whitespace only', { text: '\n\n' }],
    ['null', { text: null }],
  ])('refuses a text that is %s, with the text message', (_what, text) => {
    expect(firstMessage({ title: valid.title, ...text })).toBe(m.templateTextRequired);
  });

  it('takes each field at exactly its limit and refuses one more character', () => {
    const title = 'x'.repeat(LIMITS.replyTemplate.titleMax);
    const text = 'x'.repeat(LIMITS.inquiryReply.textMax);
    expect(replyTemplateInputSchema.safeParse({ title, text }).success).toBe(true);
    expect(firstMessage({ title: `${title}x`, text })).toBe(m.templateTitleTooLong);
    expect(firstMessage({ title, text: `${text}x` })).toBe(m.templateTextTooLong);
  });
});

describe('replyTemplateSchema', () => {
  it('reads a stored template, with or without who last changed it', () => {
    const stored = {
      id: '3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f',
      ...valid,
      updatedAt: '2026-11-27T10:00:00.000Z',
      updatedBy: 'office@alamomasonry.com',
    };
    expect(replyTemplateSchema.parse(stored)).toEqual(stored);
    expect(replyTemplateSchema.parse({ ...stored, updatedBy: null }).updatedBy).toBeNull();
    expect(replyTemplateSchema.safeParse({ ...stored, id: 'abc' }).success).toBe(false);
  });
});

describe('the starter templates', () => {
  it('are valid inputs, already trimmed, each greeting the visitor by {name}', () => {
    expect(STARTER_REPLY_TEMPLATES.length).toBeGreaterThan(0);
    expect(STARTER_REPLY_TEMPLATES.length).toBeLessThanOrEqual(LIMITS.replyTemplate.countMax);
    for (const template of STARTER_REPLY_TEMPLATES) {
      expect(replyTemplateInputSchema.parse(template)).toEqual(template);
      expect(template.text).toContain('{name}');
    }
  });
});

describe('fillReplyTemplate', () => {
  it('puts the first name in place of every {name} and leaves the rest as written', () => {
    expect(fillReplyTemplate('Hi {name}, {name}! {Name} {names}', 'Rosa')).toBe(
      'Hi Rosa, Rosa! {Name} {names}',
    );
  });
});
