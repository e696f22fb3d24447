import * as MESSAGES from '../messages/index.js';
import { newZipCodeSchema, replaceServiceAreaSchema, updateServiceAreaEntrySchema } from './service-area.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('newZipCodeSchema', () => {
  const schema = newZipCodeSchema(['78205', '78209']);

  it('accepts five digits not yet listed', () => {
    expect(schema.safeParse('78210').success).toBe(true);
  });

  it.each(['7821', '782100', 'abcde', '78 21', ''])('rejects %p as not five digits', (zip) => {
    expect(firstMessage(schema.safeParse(zip))).toBe(MESSAGES.zip.mustBeFiveDigits);
  });

  it('rejects a ZIP already in the list', () => {
    expect(firstMessage(schema.safeParse('78205'))).toBe(MESSAGES.zip.duplicate);
  });
});

describe('service-area payloads', () => {
  it('replace takes an array of five-digit strings', () => {
    expect(replaceServiceAreaSchema.safeParse({ zipCodes: ['78205'] }).success).toBe(true);
    expect(firstMessage(replaceServiceAreaSchema.safeParse({ zipCodes: ['7820'] }))).toBe(
      MESSAGES.zip.mustBeFiveDigits,
    );
  });

  it('update accepts only the two regions', () => {
    expect(updateServiceAreaEntrySchema.safeParse({ zipCode: '78205', region: 'Nearby' }).success).toBe(true);
    expect(firstMessage(updateServiceAreaEntrySchema.safeParse({ zipCode: '78205', region: 'Austin' }))).toBe(
      MESSAGES.zip.regionInvalid,
    );
  });
});
