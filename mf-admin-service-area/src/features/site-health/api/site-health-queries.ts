import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, type SiteHealth } from 'shared-contracts';
import { apiRequest } from 'web-kit';

/**
 * GET /api/admin/site-health, read again every 30 s while the page is open: a release that throws shows up within a
 * minute of its first errors.
 */
export const siteHealthQueries = {
  all: () => ['site-health'] as const,
  figures: () =>
    queryOptions({
      queryKey: [...siteHealthQueries.all(), 'figures'] as const,
      queryFn: ({ signal }) => apiRequest<SiteHealth>(API_PATHS.adminSiteHealth(), { auth: true, signal }),
      refetchInterval: 30_000,
    }),
};
