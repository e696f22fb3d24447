import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { DRAFT_PAGE_NAMES, MESSAGES, type DraftPageName } from 'shared-contracts';

/** The pages that take drafts (home, services, contact); any other name is a 404, like an unknown URL. */
export class DraftPageNamePipe implements PipeTransform<unknown, DraftPageName> {
  transform(value: unknown): DraftPageName {
    if (typeof value === 'string' && (DRAFT_PAGE_NAMES as readonly string[]).includes(value))
      return value as DraftPageName;
    throw new NotFoundException(MESSAGES.content.unknownPage);
  }
}
