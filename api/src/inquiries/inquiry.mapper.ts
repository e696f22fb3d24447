import type { Inquiry } from 'shared-contracts';
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
