import { LIMITS } from './limits.js';
import * as MESSAGES from './messages/index.js';
import { messageCode } from './message-code.js';

export { messageCode, messageKeyOf } from './message-code.js';

/** Areas whose codes win when two areas hold the same text: the public form's, which a page translates by code. */
const FIRST_AREAS = ['quote', 'quotePhotos'] as const;

let byText: Map<string, string> | undefined;

/**
 * The code of a catalogue text, for the API's error filter (the server names its own constants; no client reads
 * English). Function messages (with a number in them) have no fixed text: their throwers set the code.
 */
export function codeOfMessage(message: string): string | undefined {
  if (!byText) {
    byText = new Map();
    const areas = MESSAGES as unknown as Record<string, Record<string, unknown>>;
    const order = [
      ...FIRST_AREAS,
      ...Object.keys(areas).filter((a) => !(FIRST_AREAS as readonly string[]).includes(a)),
    ];
    for (const area of order) {
      for (const [key, value] of Object.entries(areas[area] ?? {})) {
        if (typeof value === 'string' && !byText.has(value)) byText.set(value, messageCode(area, key));
      }
    }
  }
  return byText.get(message);
}

const q = LIMITS.quote;
/** The limit a length rule's message states, as its refusal's `limit` parameter. */
export const MESSAGE_LIMITS: Readonly<Record<string, number>> = {
  [messageCode('quote', 'nameTooLong')]: q.nameMax,
  [messageCode('quote', 'emailTooLong')]: q.emailMax,
  [messageCode('quote', 'phoneTooLong')]: q.phoneMax,
  [messageCode('quote', 'projectTypeTooLong')]: q.projectTypeMax,
  [messageCode('quote', 'messageTooLong')]: q.messageMax,
  [messageCode('quote', 'idempotencyKeyInvalid')]: LIMITS.idempotencyKey.maxLength,
  [messageCode('quotePhotos', 'tooMany')]: LIMITS.quotePhotos.maxPerQuote,
};
