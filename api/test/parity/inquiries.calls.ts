import {
  inquiryFollowUpInputSchema,
  inquiryNoteInputSchema,
  inquiryReplyInputSchema,
  inquirySchema,
  LIMITS,
  MESSAGES,
  updateInquiryStatusSchema,
} from 'shared-contracts';
import { validQuote } from '../helpers/fixtures.js';
import { bodyShapeCases, textFieldCases } from './text-cases.js';
import { ACCEPT, REFUSE, type ParityCall, type ParityClient } from './verdict.js';

const m = MESSAGES.inquiry;

/** A real inquiry to update, received through the public form. */
async function storedInquiryId(api: ParityClient): Promise<string> {
  const res = await api.http().post('/api/public').send(validQuote()).expect(201);
  return res.body.id as string;
}

export const inquiryCalls: ParityCall[] = [
  {
    name: 'PUT /api/admin/inquiries/:id (body)',
    schema: updateInquiryStatusSchema,
    send: async (api, input) =>
      api
        .http()
        .put(`/api/admin/inquiries/${await storedInquiryId(api)}`)
        .set(api.auth)
        .send(input as object),
    cases: [
      ...bodyShapeCases({ status: 'Closed' }),
      { what: 'New', input: { status: 'New' }, expected: ACCEPT },
      { what: 'Responded', input: { status: 'Responded' }, expected: ACCEPT },
      { what: 'missing', input: {}, expected: m.statusInvalid },
      { what: 'lower case', input: { status: 'closed' }, expected: m.statusInvalid },
      { what: 'unknown status', input: { status: 'Open' }, expected: m.statusInvalid },
      { what: 'empty', input: { status: '' }, expected: m.statusInvalid },
      { what: 'padded', input: { status: ' New ' }, expected: m.statusInvalid },
      { what: 'null', input: { status: null }, expected: m.statusInvalid },
      { what: 'a number', input: { status: 1 }, expected: m.statusInvalid },
    ],
  },
  {
    name: 'PUT /api/admin/inquiries/:id (id)',
    schema: inquirySchema.shape.id,
    // Validation only: a well-formed id of no inquiry gets past it and is a 404.
    send: (api, input) =>
      api
        .http()
        .put(`/api/admin/inquiries/${encodeURIComponent(String(input))}`)
        .set(api.auth)
        .send({ status: 'Closed' }),
    cases: [
      { what: 'a UUID', input: '3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f', expected: ACCEPT },
      { what: 'a UUID in upper case', input: '3F1C2B7E-8D4A-4C5B-9E6F-0A1B2C3D4E5F', expected: ACCEPT },
      { what: 'not a UUID', input: 'abc', expected: REFUSE },
      { what: 'a number', input: '123', expected: REFUSE },
      { what: 'a UUID without dashes', input: '3f1c2b7e8d4a4c5b9e6f0a1b2c3d4e5f', expected: REFUSE },
      { what: 'a bad variant digit', input: '3f1c2b7e-8d4a-4c5b-0e6f-0a1b2c3d4e5f', expected: REFUSE },
    ],
  },
  {
    name: 'GET /api/admin/inquiries?status=',
    // The list filter takes the status an update takes, optionally, and nothing else.
    schema: updateInquiryStatusSchema.partial(),
    send: (api, input) =>
      api
        .http()
        .get('/api/admin/inquiries')
        .query(input as Record<string, string>)
        .set(api.auth),
    cases: [
      { what: 'absent', input: {}, expected: ACCEPT },
      { what: 'New', input: { status: 'New' }, expected: ACCEPT },
      { what: 'lower case', input: { status: 'new' }, expected: m.statusInvalid },
      { what: 'empty', input: { status: '' }, expected: m.statusInvalid },
      { what: 'an unknown parameter', input: { limit: '5' }, expected: REFUSE },
    ],
  },
  {
    name: 'POST /api/admin/inquiries/:id/notes (body)',
    schema: inquiryNoteInputSchema,
    send: async (api, input) =>
      api
        .http()
        .post(`/api/admin/inquiries/${await storedInquiryId(api)}/notes`)
        .set(api.auth)
        .send(input as object),
    cases: [
      ...bodyShapeCases({ text: 'Called back; site visit Friday.' }),
      ...textFieldCases({ text: 'x' }, 'text', {
        min: 1,
        max: LIMITS.inquiryNote.textMax,
        message: m.noteRequired,
        tooLong: m.noteTooLong,
      }),
      { what: 'text: padded', input: { text: '  A note  ' }, expected: ACCEPT },
      {
        what: 'an author in the body',
        input: { text: 'A note', staffEmail: 'boss@x.com' },
        expected: REFUSE,
      },
    ],
  },
  {
    name: 'POST /api/admin/inquiries/:id/replies (body)',
    schema: inquiryReplyInputSchema,
    send: async (api, input) =>
      api
        .http()
        .post(`/api/admin/inquiries/${await storedInquiryId(api)}/replies`)
        .set(api.auth)
        .send(input as object),
    cases: [
      ...bodyShapeCases({ text: 'Hi Maria, we can visit on Friday.' }),
      ...textFieldCases({ text: 'x' }, 'text', {
        min: 1,
        max: LIMITS.inquiryReply.textMax,
        message: m.replyRequired,
        tooLong: m.replyTooLong,
      }),
      { what: 'text: padded', input: { text: '  A reply  ' }, expected: ACCEPT },
    ],
  },
  {
    name: 'PUT /api/admin/inquiries/:id/follow-up (body)',
    schema: inquiryFollowUpInputSchema,
    send: async (api, input) =>
      api
        .http()
        .put(`/api/admin/inquiries/${await storedInquiryId(api)}/follow-up`)
        .set(api.auth)
        .send(input as object),
    cases: [
      ...bodyShapeCases({ assigneeEmail: 'crew@alamomasonry.com', followUpOn: '2026-12-01' }),
      { what: 'both cleared', input: { assigneeEmail: null, followUpOn: null }, expected: ACCEPT },
      {
        what: 'assignee: upper case and padded',
        input: { assigneeEmail: ' CREW@alamomasonry.com ', followUpOn: null },
        expected: ACCEPT,
      },
      {
        what: 'assignee: not an address',
        input: { assigneeEmail: 'crew', followUpOn: null },
        expected: m.assigneeInvalid,
      },
      { what: 'assignee: missing', input: { followUpOn: null }, expected: m.assigneeInvalid },
      {
        what: 'assignee: a number',
        input: { assigneeEmail: 7, followUpOn: null },
        expected: m.assigneeInvalid,
      },
      {
        what: 'date: not a day',
        input: { assigneeEmail: null, followUpOn: '2026-02-30' },
        expected: m.followUpInvalid,
      },
      {
        what: 'date: a time',
        input: { assigneeEmail: null, followUpOn: '2026-12-01T09:00:00Z' },
        expected: m.followUpInvalid,
      },
      { what: 'date: missing', input: { assigneeEmail: null }, expected: m.followUpInvalid },
    ],
  },
];
