import type { SelectQueryBuilder } from 'typeorm';
import type { InquiryListQuery } from 'shared-contracts';
import type { InquiryEntity } from './entities/inquiry.entity.js';

/** LIKE treats % and _ as wildcards and \ as the escape: a search for "50%" must find the text "50%". */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The inbox filters as SQL: the status, and a case-insensitive substring of the name, e-mail or project type (the
 * spec's client-side search, now done where the rows are). Each ILIKE can use its column's trigram index.
 */
export function applyInquiryFilters(
  qb: SelectQueryBuilder<InquiryEntity>,
  { status, search }: Pick<InquiryListQuery, 'status' | 'search'>,
): SelectQueryBuilder<InquiryEntity> {
  if (status) qb.andWhere('inquiry.status = :status', { status });
  if (search) {
    qb.andWhere(
      '(inquiry.name ILIKE :pattern OR inquiry.email ILIKE :pattern OR inquiry.projectType ILIKE :pattern)',
      { pattern: `%${escapeLike(search)}%` },
    );
  }
  return qb;
}
