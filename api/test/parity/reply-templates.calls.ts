import { LIMITS, MESSAGES, replyTemplateInputSchema, replyTemplateSchema } from 'shared-contracts';
import { bodyShapeCases, textFieldCases, type Body } from './text-cases.js';
import {
  ACCEPT,
  REFUSE,
  staffSends,
  type ParityCall,
  type ParityCase,
  type ParityClient,
} from './verdict.js';

const m = MESSAGES.inquiry;
const template = { title: 'Schedule a site visit', text: 'Hi {name}, what days work for a visit?' };

/** A stored template to change: the first of the list (the suite resets to the starter templates). */
async function storedTemplateId(api: ParityClient): Promise<string> {
  const res = await api.http().get('/api/admin/reply-templates').set(api.auth).expect(200);
  return (res.body as { id: string }[])[0]!.id;
}

/** The body rules POST and PUT share: both fields trimmed, required, at most their limits. */
const bodyCases = (base: Body): ParityCase[] => [
  ...bodyShapeCases(base),
  ...textFieldCases(base, 'title', {
    min: 1,
    max: LIMITS.replyTemplate.titleMax,
    message: m.templateTitleRequired,
    tooLong: m.templateTitleTooLong,
  }),
  ...textFieldCases(base, 'text', {
    min: 1,
    max: LIMITS.inquiryReply.textMax,
    message: m.templateTextRequired,
    tooLong: m.templateTextTooLong,
  }),
  { what: 'both padded', input: { title: '  A title ', text: '\n Hi {name} \n' }, expected: ACCEPT },
  { what: 'who changed it, in the body', input: { ...base, updatedBy: 'boss@x.com' }, expected: REFUSE },
];

export const replyTemplateCalls: ParityCall[] = [
  {
    name: 'POST /api/admin/reply-templates',
    schema: replyTemplateInputSchema,
    send: staffSends('post', '/api/admin/reply-templates'),
    cases: bodyCases(template),
  },
  {
    name: 'PUT /api/admin/reply-templates/:id (body)',
    schema: replyTemplateInputSchema,
    send: async (api, input) =>
      api
        .http()
        .put(`/api/admin/reply-templates/${await storedTemplateId(api)}`)
        .set(api.auth)
        .send(input as object),
    cases: bodyCases(template),
  },
  {
    name: 'PUT /api/admin/reply-templates/:id (id)',
    schema: replyTemplateSchema.shape.id,
    // Validation only: a well-formed id of no template gets past it and is a 404.
    send: (api, input) =>
      api
        .http()
        .put(`/api/admin/reply-templates/${encodeURIComponent(String(input))}`)
        .set(api.auth)
        .send(template),
    cases: [
      { what: 'a UUID', input: '3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f', expected: ACCEPT },
      { what: 'not a UUID', input: 'abc', expected: REFUSE },
      { what: 'a number', input: '123', expected: REFUSE },
      { what: 'a UUID without dashes', input: '3f1c2b7e8d4a4c5b9e6f0a1b2c3d4e5f', expected: REFUSE },
    ],
  },
];
