import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, type DashboardFigures } from 'shared-contracts';
import { apiRequest } from 'web-kit';

/** The lead desk's figures (GET /api/admin/dashboard), read again each minute while the dashboard is open. */
export const dashboardQueries = {
  all: () => ['dashboard'] as const,
  figures: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'figures'] as const,
      queryFn: ({ signal }) =>
        apiRequest<DashboardFigures>(API_PATHS.adminDashboard(), { auth: true, signal }),
      refetchInterval: 60_000,
    }),
};
