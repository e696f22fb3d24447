import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, neighborhoodsResponseSchema } from 'shared-contracts';
import { apiRequest, SERVICE_AREA_QUERY_OPTIONS } from 'shared-contracts/client';
import { serviceAreaKeys } from './query-keys';

/** GET /api/admin/service-area/neighborhoods: the names offered by the neighborhood filter. */
export async function getNeighborhoods(signal?: AbortSignal): Promise<string[]> {
  const body = await apiRequest<unknown>(API_PATHS.adminNeighborhoods(), { auth: true, signal });
  return neighborhoodsResponseSchema.parse(body);
}

export const neighborhoodsQueryOptions = () =>
  queryOptions({
    queryKey: serviceAreaKeys.neighborhoods(),
    queryFn: ({ signal }) => getNeighborhoods(signal),
    ...SERVICE_AREA_QUERY_OPTIONS,
  });
