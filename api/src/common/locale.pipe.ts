import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { DEFAULT_LOCALE, isLocale, MESSAGES, type Locale } from 'shared-contracts';

/**
 * The `lang` query parameter of the public reads (issue 30): 'en' or 'es'; absent = English (today's answer). Anything
 * else (another language, an empty value, a repeated parameter) is a 400 naming the accepted values.
 */
export class LocalePipe implements PipeTransform<unknown, Locale> {
  transform(value: unknown): Locale {
    if (value === undefined) return DEFAULT_LOCALE;
    if (isLocale(value)) return value;
    throw new BadRequestException(MESSAGES.content.languageInvalid);
  }
}
