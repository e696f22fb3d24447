import { MESSAGES_ES, type QuoteRequest } from 'shared-contracts';
import { lazyQuoteResolver } from './lazy-quote-resolver';

const loaded = jest.fn();
jest.mock('./quote-validation', () => {
  loaded();
  return jest.requireActual('./quote-validation');
});

const EMPTY: QuoteRequest = { name: '', email: '', phone: '', zipCode: '', projectType: '', message: '' };
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyQuoteResolver (issue 44: the validation is no part of the contact pages first load)', () => {
  it('loads the schema only when warmed or first used, then validates with the page language', async () => {
    const { resolver, warm } = lazyQuoteResolver(MESSAGES_ES.quote);
    expect(loaded).not.toHaveBeenCalled();
    warm();
    const result = await resolver(EMPTY, undefined, options);
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(result.errors.name?.message).toBe(MESSAGES_ES.quote.name);
  });
});
