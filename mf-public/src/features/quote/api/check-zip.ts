import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, zipCheckResponseSchema, type ZipCheckResponse } from 'shared-contracts';
import { apiRequest } from 'shared-contracts/client';

/** GET /api/public/service-area/check/{zipCode}: is this ZIP in the service area? */
export async function checkZipCode(zipCode: string, signal?: AbortSignal): Promise<ZipCheckResponse> {
  return zipCheckResponseSchema.parse(await apiRequest<unknown>(API_PATHS.zipCheck(zipCode), { signal }));
}

/** Checked at every submit (staff may change the area at any time), so never served from cache. */
export const zipCheckQueryOptions = (zipCode: string) =>
  queryOptions({
    queryKey: ['service-area', 'check', zipCode] as const,
    queryFn: ({ signal }) => checkZipCode(zipCode, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
