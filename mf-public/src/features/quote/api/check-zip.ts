import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, zipCheckResponseSchema, type ZipCheckResponse } from 'shared-contracts';
import { apiRequest } from 'web-kit';

/** GET /api/public/service-area/check/{zipCode}: is this ZIP in the service area? */
export async function checkZipCode(zipCode: string, signal?: AbortSignal): Promise<ZipCheckResponse> {
  return zipCheckResponseSchema.parse(await apiRequest<unknown>(API_PATHS.zipCheck(zipCode), { signal }));
}

/**
 * Checked at every submit (staff may change the area at any time), so never served from cache. networkMode
 * 'always': React Query would otherwise pause the check while it believes the browser is offline and run it (and the
 * submit after it) whenever the connection returns; a failed check already has its rule (submit anyway).
 */
export const zipCheckQueryOptions = (zipCode: string) =>
  queryOptions({
    queryKey: ['service-area', 'check', zipCode] as const,
    queryFn: ({ signal }) => checkZipCode(zipCode, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    networkMode: 'always',
  });
