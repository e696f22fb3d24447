import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, type AdminHealthResponse } from 'shared-contracts';
import { apiRequest, authStore } from 'shared-contracts/client';

/**
 * The dashboard's authentication test panel (spec section 2): can we get an ID token, and does the API accept it?
 * Keys carry the signed-in uid, so signing in as someone else runs the checks again.
 */
export const authTestQueries = {
  all: () => ['auth-test'] as const,
  token: (uid: string | null) =>
    queryOptions({
      queryKey: [...authTestQueries.all(), 'token', uid] as const,
      queryFn: () => authStore.getState().getIdToken(false),
    }),
  health: (uid: string | null) =>
    queryOptions({
      queryKey: [...authTestQueries.all(), 'admin-health', uid] as const,
      queryFn: ({ signal }) =>
        apiRequest<AdminHealthResponse>(API_PATHS.adminHealth(), { auth: true, signal }),
    }),
};
