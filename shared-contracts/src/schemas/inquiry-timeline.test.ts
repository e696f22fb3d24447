import { LIMITS, MESSAGES } from '../index.js';
import { inquiryNoteInputSchema, inquiryTimelineEntrySchema } from './inquiry-timeline.js';

const m = MESSAGES.inquiry;
const firstMessage = (input: unknown) => inquiryNoteInputSchema.safeParse(input).error?.issues[0]?.message;

describe('inquiryNoteInputSchema', () => {
  it('trims the text and keeps it', () => {
    expect(inquiryNoteInputSchema.parse({ text: '  Called back, quote sent.  ' })).toEqual({
      text: 'Called back, quote sent.',
    });
  });

  it.each([
    ['missing', {}],
    ['empty', { text: '' }],
    ['whitespace only', { text: ' \n\t ' }],
    ['not text', { text: 42 }],
  ])('refuses the note when it is %s, with the required message', (_what, input) => {
    expect(firstMessage(input)).toBe(m.noteRequired);
  });

  it('takes exactly the limit and refuses one more', () => {
    const max = LIMITS.inquiryNote.textMax;
    expect(inquiryNoteInputSchema.safeParse({ text: 'x'.repeat(max) }).success).toBe(true);
    expect(firstMessage({ text: 'x'.repeat(max + 1) })).toBe(m.noteTooLong);
  });
});

describe('inquiryTimelineEntrySchema', () => {
  const base = {
    id: '3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f',
    at: '2026-03-14T15:30:00.000Z',
    staffEmail: 'a@b.co',
  };

  it('tells notes and status changes apart by kind', () => {
    expect(inquiryTimelineEntrySchema.parse({ kind: 'note', ...base, text: 'Hi' }).kind).toBe('note');
    expect(
      inquiryTimelineEntrySchema.parse({ kind: 'status', ...base, from: 'New', to: 'Closed' }).kind,
    ).toBe('status');
    expect(
      inquiryTimelineEntrySchema.safeParse({ kind: 'status', ...base, from: 'New', to: 'Done' }).success,
    ).toBe(false);
  });
});
