import type { QuoteRequest } from 'shared-contracts';

/** A quote that passes every rule, from a served ZIP. */
export const validQuote = (overrides: Partial<Record<keyof QuoteRequest | string, unknown>> = {}) => ({
  name: 'Maria Garza',
  email: 'maria@example.com',
  phone: '(210) 555-0100',
  zipCode: '78205',
  projectType: 'Stone Patio',
  message: 'A 20 ft limestone patio behind the house.',
  ...overrides,
});
