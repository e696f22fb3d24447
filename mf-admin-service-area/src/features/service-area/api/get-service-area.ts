import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { API_PATHS, serviceAreaEntrySchema, type ServiceAreaEntry } from 'shared-contracts';
import { apiRequest, SERVICE_AREA_QUERY_OPTIONS } from 'shared-contracts/client';
import { sortByZip } from '../utils/zip-list';
import { serviceAreaKeys } from './query-keys';

const listSchema = z.array(serviceAreaEntrySchema);

/** GET /api/admin/service-area, checked against the shared schema so a malformed answer counts as a load failure. */
export async function getServiceArea(signal?: AbortSignal): Promise<ServiceAreaEntry[]> {
  const body = await apiRequest<unknown>(API_PATHS.adminServiceArea(), { auth: true, signal });
  return sortByZip(listSchema.parse(body));
}

/** Fresh for 5 minutes, kept 10 (spec section 9). */
export const serviceAreaListQueryOptions = () =>
  queryOptions({
    queryKey: serviceAreaKeys.list(),
    queryFn: ({ signal }) => getServiceArea(signal),
    ...SERVICE_AREA_QUERY_OPTIONS,
  });
