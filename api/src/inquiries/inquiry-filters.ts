import type { SelectQueryBuilder } from 'typeorm';
import { BUSINESS_TIME_ZONE, INQUIRY_UNASSIGNED, type InquiryListQuery } from 'shared-contracts';

/**
 * What narrows the inbox: status, search, and the follow-up filters; `timeZone` is the business's (Settings > General,
 * issue 32), where "due" is counted in (San Antonio's when absent).
 */
export type InquiryFilters = Pick<InquiryListQuery, 'status' | 'search' | 'assignee' | 'due'> & {
  timeZone?: string;
};
import type { InquiryEntity } from './entities/inquiry.entity.js';

/** LIKE treats % and _ as wildcards and \ as the escape: a search for "50%" must find the text "50%". */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The inbox filters as SQL: the status, and a case-insensitive substring of the name, e-mail or project type (the
 * spec's client-side search, now done where the rows are). Each ILIKE can use its column's trigram index.
 */
export function applyInquiryFilters(
  qb: SelectQueryBuilder<InquiryEntity>,
  { status, search, assignee, due, timeZone = BUSINESS_TIME_ZONE }: InquiryFilters,
): SelectQueryBuilder<InquiryEntity> {
  if (status) qb.andWhere('inquiry.status = :status', { status });
  // Follow-ups (issue 32): whose it is, and whether its day has come in the business's time zone.
  if (assignee === INQUIRY_UNASSIGNED) qb.andWhere('inquiry.assigneeEmail IS NULL');
  else if (assignee) qb.andWhere('inquiry.assigneeEmail = :assignee', { assignee: assignee.toLowerCase() });
  if (due) qb.andWhere(`inquiry.followUpOn <= (now() AT TIME ZONE :zone)::date`, { zone: timeZone });
  if (search) {
    qb.andWhere(
      '(inquiry.name ILIKE :pattern OR inquiry.email ILIKE :pattern OR inquiry.projectType ILIKE :pattern)',
      { pattern: `%${escapeLike(search)}%` },
    );
  }
  return qb;
}
