import type { Resolver } from 'react-hook-form';
import type { QuoteMessages, QuoteRequest } from 'shared-contracts';

/**
 * The quote form's validation, loaded when the form is first used (issue 44): the schema library and the resolver are
 * about 8 KiB of the contact pages' first load that no one needs until a field is focused or the form is sent.
 * `warm` starts the load (on the form's first focus); the resolver waits for it. A failed load is tried again on the
 * next validation.
 */
export function lazyQuoteResolver(messages: QuoteMessages): {
  resolver: Resolver<QuoteRequest>;
  warm: () => void;
} {
  let loading: Promise<Resolver<QuoteRequest>> | undefined;
  const load = () =>
    (loading ??= import('./quote-validation').then(
      ({ quoteResolver }) => quoteResolver(messages),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    warm: () => void load().catch(() => undefined),
  };
}
