import type { QueryClient } from '@tanstack/react-query';

let pageClient: QueryClient | undefined;

/**
 * The page's one QueryClient, registered by the shell. A remote that runs its own copy of React Query (the shell's
 * lacks a name it needs) provides this client to its copy (web-kit/section), so the cache stays one per page.
 */
export function registerQueryClient(client: QueryClient): void {
  pageClient = client;
}

export const pageQueryClient = (): QueryClient | undefined => pageClient;
