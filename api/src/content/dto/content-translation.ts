import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { registerDecorator, ValidateIf } from 'class-validator';
import { LIMITS, MESSAGES, TRANSLATABLE_CONTENT_FIELDS, type PageName } from 'shared-contracts';

const m = MESSAGES.content;

/** The message of the first rule a page's `es` object breaks, or null (contentTranslationSchemas' rules). */
export function translationFailure(page: PageName, value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return m.translationInvalid;
  const allowed = TRANSLATABLE_CONTENT_FIELDS[page] as readonly string[];
  for (const [key, text] of Object.entries(value)) {
    if (!allowed.includes(key)) return m.translationInvalid;
    if (text === undefined) continue;
    if (typeof text !== 'string' || text.includes('\u0000')) return m.translationInvalid;
    if (text.length > LIMITS.content.fieldMax) return m.fieldTooLong;
  }
  return null;
}

/**
 * A save's or draft's optional Spanish texts (issue 30): an object of the page's TRANSLATABLE_CONTENT_FIELDS, each
 * text trimmed and capped like its English field, '' = not translated; omitted = the stored Spanish texts are kept.
 */
export function ContentTranslationOf(page: PageName): PropertyDecorator {
  const fields = TRANSLATABLE_CONTENT_FIELDS[page] as readonly string[];
  return (target, propertyName) => {
    ApiPropertyOptional({
      type: 'object',
      properties: Object.fromEntries(
        fields.map((key) => [key, { type: 'string', maxLength: LIMITS.content.fieldMax }]),
      ),
      additionalProperties: false,
      description: `The Spanish texts (${fields.join(', ')}); '' = not translated (English shown); omitted = kept`,
    })(target, propertyName);
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value).map(([key, text]) => [key, typeof text === 'string' ? text.trim() : text]),
          )
        : value,
    )(target, propertyName);
    ValidateIf((_dto, value) => value !== undefined)(target, propertyName);
    registerDecorator({
      name: 'isContentTranslation',
      target: target.constructor,
      propertyName: propertyName as string,
      validator: {
        validate: (value: unknown) => translationFailure(page, value) === null,
        defaultMessage: (args) => translationFailure(page, args?.value) ?? m.translationInvalid,
      },
    });
  };
}
