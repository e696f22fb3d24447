import { queryOptions } from '@tanstack/react-query';
import { authStore } from 'web-kit';

/**
 * The dashboard's authentication test panel (spec section 2) asks whether an ID token can be had; whether the API
 * accepts it is the health resource's admin check (web-kit/queries). The key carries the signed-in uid, so signing
 * in as someone else runs the check again.
 */
export const idTokenQueries = {
  all: () => ['id-token'] as const,
  token: (uid: string | null) =>
    queryOptions({
      queryKey: [...idTokenQueries.all(), uid] as const,
      queryFn: () => authStore.getState().getIdToken(false),
    }),
};
