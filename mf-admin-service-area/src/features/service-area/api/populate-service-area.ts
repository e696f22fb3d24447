import { API_PATHS, MESSAGES, type PopulateResult } from 'shared-contracts';
import { apiRequest } from 'web-kit';
import { useServiceAreaMutation } from './use-service-area-mutation';

/** POST /api/admin/service-area/run-populate-script: restores the built-in San Antonio-area list on the server. */
export function populateServiceArea(): Promise<PopulateResult | undefined> {
  return apiRequest<PopulateResult | undefined>(API_PATHS.adminPopulateServiceArea(), {
    method: 'POST',
    auth: true,
  });
}

export function usePopulateServiceArea() {
  return useServiceAreaMutation(populateServiceArea, {
    saved: MESSAGES.zip.populated,
    failed: MESSAGES.zip.populateFailed,
  });
}
