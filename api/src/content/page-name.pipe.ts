import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { MESSAGES, PAGE_NAMES, type PageName } from 'shared-contracts';

/** Only the three pages of the spec exist; any other name is a 404, like an unknown URL. */
export class PageNamePipe implements PipeTransform<unknown, PageName> {
  transform(value: unknown): PageName {
    if (typeof value === 'string' && (PAGE_NAMES as readonly string[]).includes(value))
      return value as PageName;
    throw new NotFoundException(MESSAGES.content.unknownPage);
  }
}
