import { MESSAGES } from '../index.js';
import { contentDraftPublishSchema, contentDraftSchema, contentDraftSchemas } from './content-drafts.js';
import { pageContentSchemas } from './content.js';

const m = MESSAGES.content;

describe('contentDraftSchemas', () => {
  it('takes the page fields and the base version', () => {
    const body = { title: 'T', subtitle: 'S', description: 'D', version: 3 };
    expect(contentDraftSchemas.home.parse(body)).toEqual(body);
  });

  it.each([
    {},
    { version: '3' },
    { version: -1 },
    { version: 1.5 },
    { version: 2_147_483_648 },
    { version: null },
  ])('refuses a base version of %j', (version) => {
    const body = { title: 'T', description: 'D', ...version };
    expect(contentDraftSchemas.services.safeParse(body).error?.issues[0]?.message).toBe(
      m.draftVersionRequired,
    );
  });

  it.each(['home', 'services', 'contact'] as const)('checks the %s fields as a save does', (page) => {
    const fields = Object.keys(pageContentSchemas[page].shape);
    for (const field of fields) {
      const save = pageContentSchemas[page].safeParse({ [field]: ' ' });
      const draft = contentDraftSchemas[page].safeParse({ [field]: ' ', version: 0 });
      expect(draft.error?.issues.map((i) => i.message)).toEqual(save.error?.issues.map((i) => i.message));
    }
    expect(
      contentDraftSchemas.contact.safeParse({ title: 'T', address: 'A', phone: 'P', email: 'x', version: 0 })
        .error?.issues[0]?.message,
    ).toBe(m.invalidEmail);
  });
});

describe('contentDraftPublishSchema', () => {
  it('needs the base version', () => {
    expect(contentDraftPublishSchema.parse({ version: 0 })).toEqual({ version: 0 });
    expect(contentDraftPublishSchema.safeParse({}).error?.issues[0]?.message).toBe(m.draftVersionRequired);
  });
});

describe('contentDraftSchema', () => {
  it('describes a stored draft', () => {
    const draft = {
      page: 'home',
      content: { title: 'T', subtitle: 'S', description: 'D' },
      es: { title: 'Título', subtitle: '', description: '' },
      baseVersion: 2,
      staffEmail: 'ann@alamomasonry.com',
      savedAt: '2026-11-30T10:00:00.000Z',
    };
    expect(contentDraftSchema.parse(draft)).toEqual(draft);
  });
});
