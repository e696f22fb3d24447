import type * as Catalogue from './messages/index.js';

type Areas = typeof Catalogue;
/** A catalogue message's code, '<area>.<key>' ('quote.nameTooLong'): every one the catalogue has, checked by tsc. */
export type MessageCode = {
  [A in keyof Areas]: `${A & string}.${keyof Areas[A] & string}`;
}[keyof Areas];

/**
 * The codes of catalogue messages (issue 48): a refusal whose message is MESSAGES[area][key] carries the code
 * '<area>.<key>', which stays when the English wording changes. A page picks its own language's text under the same
 * key (quoteRefusalText); nothing reads the message to learn what happened. Kept apart from refusal-codes.ts (the
 * API's side, which reads the whole catalogue) so a page's first load takes only this (the catalogue is a type here).
 */
export const messageCode = <A extends keyof Areas>(area: A, key: keyof Areas[A] & string): MessageCode =>
  `${area}.${key}` as MessageCode;

/** The key of `area` a code names ('quote.nameTooLong' -> 'nameTooLong'), if it names one of `messages`' keys. */
export function messageKeyOf<M extends object>(
  code: string | undefined,
  area: string,
  messages: M,
): keyof M | undefined {
  if (!code?.startsWith(`${area}.`)) return undefined;
  const key = code.slice(area.length + 1);
  return Object.prototype.hasOwnProperty.call(messages, key) ? (key as keyof M) : undefined;
}
