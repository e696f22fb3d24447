import { LIMITS } from './limits.js';
import * as MESSAGES from './messages/index.js';
import { messageCode, type MessageCode } from './message-code.js';
import {
  ERROR_CODES,
  MESSAGE_CODE_PATTERN,
  STATUS_ERROR_CODES,
  type ErrorCode,
} from './schemas/api-error-shape.js';

export { messageCode, messageKeyOf, type MessageCode } from './message-code.js';

/**
 * Every code a refusal of the API can carry (issue 48): a condition (ERROR_CODES), a status's name for a refusal with
 * no code of its own (STATUS_ERROR_CODES), or a catalogue message's '<area>.<key>'. Defined here once; the OpenAPI
 * document states the same set (refusalCodeSchema) and the contract check holds every answer to it.
 */
export type RefusalCode = ErrorCode | (typeof STATUS_ERROR_CODES)[number] | MessageCode;

const CONDITIONS = new Set<string>([...Object.values(ERROR_CODES), ...STATUS_ERROR_CODES]);
const catalogue = MESSAGES as unknown as Record<string, Record<string, unknown>>;

/** Whether `code` is one of RefusalCode (a catalogue code must name a message the catalogue has). */
export function isRefusalCode(code: unknown): code is RefusalCode {
  if (typeof code !== 'string') return false;
  if (CONDITIONS.has(code)) return true;
  if (!MESSAGE_CODE_PATTERN.test(code)) return false;
  const [area, key] = code.split('.') as [string, string];
  return (
    Object.prototype.hasOwnProperty.call(catalogue, area) &&
    Object.prototype.hasOwnProperty.call(catalogue[area], key)
  );
}

/** Areas whose codes win when two areas hold the same text: the public form's, which a page translates by code. */
const FIRST_AREAS = ['quote', 'quotePhotos'] as const;

let byText: Map<string, MessageCode> | undefined;

/**
 * The code of a catalogue text, for the API's error filter (the server names its own constants; no client reads
 * English). Function messages (with a number in them) have no fixed text: their throwers set the code.
 */
export function codeOfMessage(message: string): MessageCode | undefined {
  if (!byText) {
    byText = new Map();
    const order = [
      ...FIRST_AREAS,
      ...Object.keys(catalogue).filter((a) => !(FIRST_AREAS as readonly string[]).includes(a)),
    ];
    for (const area of order) {
      for (const [key, value] of Object.entries(catalogue[area] ?? {})) {
        if (typeof value === 'string' && !byText.has(value))
          byText.set(value, messageCode(area as keyof typeof MESSAGES, key as never));
      }
    }
  }
  return byText.get(message);
}

const q = LIMITS.quote;
/**
 * The `limit` param of the refusals whose rule has a fixed limit, in the rule's unit (RefusalParams.limit): characters
 * of a length rule, bytes of an upload, pixels of an image, items of a list. The API's error filter adds it to every
 * refusal with one of these codes; refusals whose limit is a setting (the photo upload limits) set it themselves.
 */
export const REFUSAL_LIMITS: Readonly<Partial<Record<RefusalCode, number>>> = {
  [messageCode('quote', 'nameTooLong')]: q.nameMax,
  [messageCode('quote', 'emailTooLong')]: q.emailMax,
  [messageCode('quote', 'phoneTooLong')]: q.phoneMax,
  [messageCode('quote', 'projectTypeTooLong')]: q.projectTypeMax,
  [messageCode('quote', 'messageTooLong')]: q.messageMax,
  [messageCode('quote', 'idempotencyKeyInvalid')]: LIMITS.idempotencyKey.maxLength,
  [messageCode('quotePhotos', 'tooMany')]: LIMITS.quotePhotos.maxPerQuote,
  [messageCode('quotePhotos', 'tooLarge')]: LIMITS.upload.maxBytes,
  [messageCode('quotePhotos', 'tooManyPixels')]: LIMITS.upload.maxPixels,
  [messageCode('gallery', 'imageTooLarge')]: LIMITS.upload.maxBytes,
  [messageCode('gallery', 'imageTooManyPixels')]: LIMITS.upload.maxPixels,
  [messageCode('gallery', 'categoryTooLong')]: LIMITS.gallery.categoryMax,
  [messageCode('content', 'fieldTooLong')]: LIMITS.content.fieldMax,
  [messageCode('inquiry', 'noteTooLong')]: LIMITS.inquiryNote.textMax,
  [messageCode('inquiry', 'replyTooLong')]: LIMITS.inquiryReply.textMax,
  [messageCode('inquiry', 'templateTitleTooLong')]: LIMITS.replyTemplate.titleMax,
  [messageCode('inquiry', 'templateTextTooLong')]: LIMITS.inquiryReply.textMax,
  [messageCode('inquiry', 'templateLimitReached')]: LIMITS.replyTemplate.countMax,
  [messageCode('inquiry', 'searchInvalid')]: LIMITS.inquiryList.searchMax,
  [messageCode('zip', 'neighborhoodTooLong')]: LIMITS.serviceArea.neighborhoodMax,
};
