import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  EMAIL_PATTERN,
  INQUIRY_ORDERS,
  INQUIRY_UNASSIGNED,
  INQUIRY_STATUSES,
  LIMITS,
  MESSAGES,
  type InquiryListQuery,
  type InquiryOrder,
  type InquiryStatus,
} from 'shared-contracts';
import { IsText } from '../../common/is-text.validator.js';
import { Trim } from '../../common/transforms.js';

const l = LIMITS.inquiryList;
/** An e-mail address (the shared rule) or the word for "nobody". */
const ASSIGNEE_FILTER = new RegExp(`^(?:${INQUIRY_UNASSIGNED}|${EMAIL_PATTERN.source.slice(1, -1)})$`);
const m = MESSAGES.inquiry;

/** "12" -> 12; anything else (a sign, a fraction, letters, a repeated parameter) is left for IsInt to refuse. */
const WholeNumber = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value,
  );

/**
 * GET /api/admin/inquiries. Without `page` and `pageSize` the answer is the spec's: every matching inquiry, newest
 * first, as an array. With either of them it is one page ({ items, total, page, pageSize }) in the same order.
 */
export class ListInquiriesQuery implements InquiryListQuery {
  @ApiPropertyOptional({ enum: INQUIRY_STATUSES, description: 'Omit for all statuses' })
  @IsOptional()
  @IsIn(INQUIRY_STATUSES, { message: m.statusInvalid })
  status?: InquiryStatus;

  @ApiPropertyOptional({ enum: INQUIRY_ORDERS, default: 'desc', description: 'By date received' })
  @IsOptional()
  @IsIn(INQUIRY_ORDERS, { message: m.orderInvalid })
  order?: InquiryOrder;

  @ApiPropertyOptional({ maxLength: l.searchMax, description: 'Part of the name, e-mail or project type' })
  @IsOptional()
  @Trim()
  @IsText({ max: l.searchMax, message: m.searchInvalid, tooLong: m.searchInvalid })
  search?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: l.pageMax, description: 'Asks for one page (from 1)' })
  @IsOptional()
  @WholeNumber()
  @IsInt({ message: m.pageInvalid })
  @Min(1, { message: m.pageInvalid })
  @Max(l.pageMax, { message: m.pageInvalid })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: l.pageSizeMax, default: l.pageSizeDefault })
  @IsOptional()
  @WholeNumber()
  @IsInt({ message: m.pageSizeInvalid })
  @Min(1, { message: m.pageSizeInvalid })
  @Max(l.pageSizeMax, { message: m.pageSizeInvalid })
  pageSize?: number;

  @ApiPropertyOptional({ description: `A staff e-mail, or "${INQUIRY_UNASSIGNED}" for unassigned inquiries` })
  @IsOptional()
  @Trim()
  @IsText({
    min: 1,
    max: LIMITS.quote.emailMax,
    message: m.assigneeFilterInvalid,
    tooLong: m.assigneeFilterInvalid,
    pattern: ASSIGNEE_FILTER,
  })
  assignee?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Only inquiries whose follow-up day has come' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: m.dueFilterInvalid })
  due?: boolean;
}

/** Whether the call asks for one page (an InquiryPage) rather than the spec's whole array. */
export const isPagedQuery = (query: InquiryListQuery): boolean =>
  query.page !== undefined || query.pageSize !== undefined;
