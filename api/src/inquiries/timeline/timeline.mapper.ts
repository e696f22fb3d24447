import type { InquiryNoteEntry, InquiryStatus, InquiryTimelineEntry } from 'shared-contracts';
import type { InquiryNoteEntity } from './entities/inquiry-note.entity.js';

export const toNoteEntry = (row: InquiryNoteEntity): InquiryNoteEntry => ({
  kind: 'note',
  id: row.id,
  at: row.createdAt.toISOString(),
  staffEmail: row.staffEmail,
  text: row.text,
});

/** A row of the timeline query: a note or a reply (text set), or a status change (from and to set). */
export interface TimelineRow {
  kind: 'note' | 'reply' | 'status';
  id: string;
  created_at: Date;
  staff_email: string;
  text: string | null;
  from_status: InquiryStatus | null;
  to_status: InquiryStatus | null;
}

export function toTimelineEntry(row: TimelineRow): InquiryTimelineEntry {
  const base = { id: row.id, at: new Date(row.created_at).toISOString(), staffEmail: row.staff_email };
  if (row.kind === 'note' || row.kind === 'reply') return { kind: row.kind, ...base, text: row.text ?? '' };
  return { kind: 'status', ...base, from: row.from_status!, to: row.to_status! };
}
