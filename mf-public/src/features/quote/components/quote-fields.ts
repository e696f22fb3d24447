import type { QuoteRequest } from 'shared-contracts';

/** The quote form's labels; the form and its loading skeleton (QuoteFormSkeleton) show the same ones. */
export const QUOTE_LABELS: Readonly<Record<keyof QuoteRequest, string>> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  zipCode: 'ZIP Code',
  projectType: 'Project Type',
  message: 'Message',
};

/** The fields in reading order; the wide ones span both columns, the message is a five-row text area. */
export const QUOTE_FIELD_ORDER = ['name', 'email', 'phone', 'zipCode', 'projectType', 'message'] as const;
export const WIDE_QUOTE_FIELDS: ReadonlySet<keyof QuoteRequest> = new Set(['projectType', 'message']);
export const MESSAGE_ROWS = 5;

export const SUBMIT_QUOTE_LABEL = 'Request Free Quote';
