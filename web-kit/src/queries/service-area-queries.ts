import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  API_PATHS,
  neighborhoodsResponseSchema,
  serviceAreaEntrySchema,
  type ServiceAreaEntry,
} from 'shared-contracts';
import { apiRequest, SERVICE_AREA_QUERY_OPTIONS } from 'web-kit';

const listSchema = z.array(serviceAreaEntrySchema);

/** GET /api/admin/service-area in ZIP order, checked against the shared schema (malformed = a load failure). */
export async function getServiceArea(signal?: AbortSignal): Promise<ServiceAreaEntry[]> {
  const body = await apiRequest<unknown>(API_PATHS.adminServiceArea(), { auth: true, signal });
  return listSchema.parse(body).sort((a, b) => a.zip_code.localeCompare(b.zip_code));
}

/** GET /api/admin/service-area/neighborhoods: the names offered by the neighborhood filter. */
export async function getNeighborhoods(signal?: AbortSignal): Promise<string[]> {
  const body = await apiRequest<unknown>(API_PATHS.adminNeighborhoods(), { auth: true, signal });
  return neighborhoodsResponseSchema.parse(body);
}

/** The service-area resource: all -> list, neighborhoods. Fresh for 5 minutes, kept 10 (spec section 9). */
export const serviceAreaQueries = {
  all: () => ['serviceArea'] as const,
  list: () =>
    queryOptions({
      queryKey: [...serviceAreaQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => getServiceArea(signal),
      ...SERVICE_AREA_QUERY_OPTIONS,
    }),
  neighborhoods: () =>
    queryOptions({
      queryKey: [...serviceAreaQueries.all(), 'neighborhoods'] as const,
      queryFn: ({ signal }) => getNeighborhoods(signal),
      ...SERVICE_AREA_QUERY_OPTIONS,
    }),
};
