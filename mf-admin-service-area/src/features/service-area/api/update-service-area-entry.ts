import { API_PATHS, type ServiceAreaEntry, type UpdateServiceAreaEntry } from 'shared-contracts';
import { apiRequest } from 'web-kit';

/**
 * PUT /api/admin/service-area/{zipCode} {zipCode, neighborhood, region}: updates one entry. Sent by 'Save All
 * Changes' for the new and edited entries (the edit dialog changes the working list only).
 */
export function updateServiceAreaEntry(entry: ServiceAreaEntry): Promise<unknown> {
  const body: UpdateServiceAreaEntry = {
    zipCode: entry.zip_code,
    neighborhood: entry.neighborhood,
    region: entry.region,
  };
  return apiRequest(API_PATHS.adminServiceAreaEntry(entry.zip_code), { method: 'PUT', body, auth: true });
}
