import { ApiProperty } from '@nestjs/swagger';
import { registerDecorator, type ValidationOptions } from 'class-validator';
import { LIMITS, MESSAGES, ZIP_CODE_PATTERN, type ReplaceServiceArea } from 'shared-contracts';

const SHOWN = 10;
const show = (values: unknown[]) =>
  values
    .slice(0, SHOWN)
    .map((v) => JSON.stringify(typeof v === 'string' ? v.slice(0, 12) : v))
    .join(', ') + (values.length > SHOWN ? `, and ${values.length - SHOWN} more` : '');

/** Checks the whole list in one rule (type, size, format, repeats) so the 400 names every bad and repeated entry. */
function IsZipCodeList(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isZipCodeList',
      target: target.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => problems(value).length === 0,
        defaultMessage: (args) => problems(args?.value).join(' '),
      },
    });
}

const NOT_A_LIST = 'zipCodes must be an array of 5-digit ZIP codes';
const TOO_MANY = `zipCodes may hold at most ${LIMITS.serviceArea.maxEntries} entries`;

function problems(values: unknown): string[] {
  if (!Array.isArray(values)) return [NOT_A_LIST];
  if (values.length > LIMITS.serviceArea.maxEntries) return [TOO_MANY];
  const invalid = values.filter((v) => typeof v !== 'string' || !ZIP_CODE_PATTERN.test(v));
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const v of values) {
    if (typeof v !== 'string' || !ZIP_CODE_PATTERN.test(v)) continue;
    if (seen.has(v)) repeated.add(v);
    seen.add(v);
  }
  const out: string[] = [];
  if (invalid.length) out.push(`${MESSAGES.zip.mustBeFiveDigits} Invalid entries: ${show(invalid)}.`);
  if (repeated.size) out.push(`${MESSAGES.zip.duplicate} Repeated entries: ${show([...repeated])}.`);
  return out;
}

export class ReplaceServiceAreaDto implements ReplaceServiceArea {
  @ApiProperty({ type: [String], example: ['78205', '78209'], maxItems: LIMITS.serviceArea.maxEntries })
  @IsZipCodeList()
  zipCodes!: string[];
}
