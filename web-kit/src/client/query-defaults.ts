import { LIMITS } from 'shared-contracts';

/** React Query defaults of spec section 9: no retry, no refetch on focus or interval, never stale. */
export const QUERY_DEFAULTS = {
  retry: false,
  refetchOnWindowFocus: false,
  refetchInterval: false,
  staleTime: Number.POSITIVE_INFINITY,
} as const;

/** Page content is never considered fresh and is retried once (spec section 7). */
export const CONTENT_QUERY_OPTIONS = { staleTime: 0, retry: 1 } as const;

export const SERVICE_AREA_QUERY_OPTIONS = {
  staleTime: LIMITS.serviceArea.staleTimeMs,
  gcTime: LIMITS.serviceArea.gcTimeMs,
} as const;
