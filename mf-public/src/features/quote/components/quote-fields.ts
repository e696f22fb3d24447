import type { QuoteRequest } from 'shared-contracts';

/** The fields in reading order; the wide ones span both columns, the message is a five-row text area. */
export const QUOTE_FIELD_ORDER = ['name', 'email', 'phone', 'zipCode', 'projectType', 'message'] as const;
export const WIDE_QUOTE_FIELDS: ReadonlySet<keyof QuoteRequest> = new Set(['projectType', 'message']);
export const MESSAGE_ROWS = 5;
