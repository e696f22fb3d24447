import { zodResolver } from '@hookform/resolvers/zod';
import { createQuoteRequestSchema, type QuoteMessages, type QuoteRequest } from 'shared-contracts';
import type { Resolver } from 'react-hook-form';

/** The quote form's validation: the shared schema (the API's rules) with the page's language's messages. */
export const quoteResolver = (messages: QuoteMessages): Resolver<QuoteRequest> =>
  zodResolver(createQuoteRequestSchema(messages));
