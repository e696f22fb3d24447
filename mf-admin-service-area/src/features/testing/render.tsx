import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from 'shared-contracts/client';

// antd renders slowly in jsdom on a busy machine: give findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 10_000 });

/** Renders a page as the shell would: a fresh QueryClient with the spec's defaults (pages link without a router). */
export function renderPage(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
  return {
    queryClient,
    ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>),
  };
}
