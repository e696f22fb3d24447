import type { AdminInquiry, Inquiry, InquiryPhoto } from 'shared-contracts';
import type { InquiryEntity } from './entities/inquiry.entity.js';

/** The spec's inquiry fields; `date` is when it was received. */
export const toInquiry = (row: InquiryEntity): Inquiry => ({
  id: row.id,
  date: row.createdAt.toISOString(),
  name: row.name,
  email: row.email,
  phone: row.phone,
  zipCode: row.zipCode,
  projectType: row.projectType,
  message: row.message,
  status: row.status,
});

/** The staff view of an inquiry: its fields, how many internal notes it has, and its photos (issue 31). */
export const toAdminInquiry = (
  row: InquiryEntity,
  notesCount: number,
  photos: InquiryPhoto[] = [],
): AdminInquiry => ({
  ...toInquiry(row),
  notesCount,
  photos,
  // Issue 30: the language of the form it came from.
  language: row.language,
  // Issue 32: who follows it up, and when.
  assigneeEmail: row.assigneeEmail ?? null,
  followUpOn: row.followUpOn ?? null,
});
