import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { LIMITS, MESSAGES } from 'shared-contracts';
import { textRuleFailure, type TextRule } from '../common/is-text.validator.js';

const CATEGORY_FILTER: TextRule = {
  max: LIMITS.gallery.categoryMax,
  message: MESSAGES.gallery.categoryRequired,
  tooLong: MESSAGES.gallery.tooLong,
};

/**
 * The public gallery's `?category=` filter: absent, or one trimmed text within the category rules (a NUL byte or an
 * over-long value is a 400, never a database error). A parameter pipe rather than a query DTO: other query
 * parameters (cache busters, tracking tags) are ignored as on any public page, and the hottest public read skips
 * class-validator's per-request metadata walk.
 */
export class GalleryCategoryPipe implements PipeTransform<unknown, string | undefined> {
  transform(value: unknown): string | undefined {
    if (value === undefined) return undefined;
    // Trimmed before the rules, as the other text fields are (see Trim), so '  stone  ' is 'stone'.
    const category = typeof value === 'string' ? value.trim() : value;
    const failure = textRuleFailure(category, CATEGORY_FILTER);
    if (failure) throw new BadRequestException(failure);
    return category as string;
  }
}
