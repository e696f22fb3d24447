import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from 'shared-contracts/client';

/**
 * Renders a page the way the shell does: its QueryClient defaults (spec section 9). No router: pages link with
 * plain `<a href>` + followInternalLink (shared-contracts/client), never React Router.
 */
export function renderPage(ui: ReactElement) {
  // retryDelay 0 keeps the content query's one retry from slowing the tests down; the retry count is unchanged.
  const queryClient = new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS, retryDelay: 0 } } });
  const result = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...result, queryClient };
}
