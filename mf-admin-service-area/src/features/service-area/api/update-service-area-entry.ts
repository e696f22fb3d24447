import { API_PATHS, MESSAGES, type ServiceAreaEntry, type UpdateServiceAreaEntry } from 'shared-contracts';
import { apiRequest } from 'web-kit';
import { useServiceAreaMutation } from './use-service-area-mutation';

/** PUT /api/admin/service-area/{zipCode} {zipCode, neighborhood, region}: updates one entry. */
export function updateServiceAreaEntry(entry: ServiceAreaEntry): Promise<unknown> {
  const body: UpdateServiceAreaEntry = {
    zipCode: entry.zip_code,
    neighborhood: entry.neighborhood,
    region: entry.region,
  };
  return apiRequest(API_PATHS.adminServiceAreaEntry(entry.zip_code), { method: 'PUT', body, auth: true });
}

/** Saves one entry from the edit dialog; the list and the neighborhood names are refetched afterwards. */
export function useUpdateServiceAreaEntry() {
  return useServiceAreaMutation(updateServiceAreaEntry, {
    saved: MESSAGES.zip.updated,
    failed: MESSAGES.zip.updateFailed,
  });
}
