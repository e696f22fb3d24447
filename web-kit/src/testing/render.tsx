import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '../client/query-defaults.js';

/**
 * Renders a page as the shell hosts it: inside a fresh QueryClient with the app's query defaults (spec section 9).
 * Retries happen at once, so page content's one retry does not slow the tests down; the retry count is unchanged.
 */
export function renderWithQueryClient(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS, retryDelay: 0 } } });
  return { queryClient, ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>) };
}
