import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, type AdminHealthResponse } from 'shared-contracts';
import { apiRequest } from 'web-kit';

/**
 * The health resource. The admin check carries the signed-in uid in its key, so signing in as someone else asks
 * the API again whether it accepts the new token.
 */
export const healthQueries = {
  all: () => ['health'] as const,
  admin: (uid: string | null) =>
    queryOptions({
      queryKey: [...healthQueries.all(), 'admin', uid] as const,
      queryFn: ({ signal }) =>
        apiRequest<AdminHealthResponse>(API_PATHS.adminHealth(), { auth: true, signal }),
    }),
};
