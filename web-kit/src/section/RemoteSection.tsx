import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { pageQueryClient } from 'web-kit';

/**
 * Around every page a remote exposes (the build wraps each expose in it): gives the remote's React Query the page's
 * QueryClient. With the shell's React Query shared this repeats the shell's provider; when the remote runs its own
 * copy (the shell's lacks a name it needs), it is what connects that copy to the page's cache.
 */
export function RemoteSection({ children }: { children: ReactNode }) {
  const client = pageQueryClient();
  return client ? <QueryClientProvider client={client}>{children}</QueryClientProvider> : children;
}
