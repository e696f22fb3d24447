import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, MESSAGES, type PopulateResult } from 'shared-contracts';
import { apiRequest, toast } from 'shared-contracts/client';
import { clearCachedZipEntries } from '../utils/zip-cache';
import { serviceAreaKeys } from './query-keys';

/** POST /api/admin/service-area/run-populate-script: restores the built-in San Antonio-area list on the server. */
export function populateServiceArea(): Promise<PopulateResult | undefined> {
  return apiRequest<PopulateResult | undefined>(API_PATHS.adminPopulateServiceArea(), {
    method: 'POST',
    auth: true,
  });
}

export function usePopulateServiceArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: populateServiceArea,
    onSuccess: async () => {
      clearCachedZipEntries();
      toast({ title: MESSAGES.zip.populated });
      await queryClient.invalidateQueries({ queryKey: serviceAreaKeys.all });
    },
    onError: (error) => {
      console.error(error);
      toast({ title: MESSAGES.zip.populateFailed, variant: 'destructive' });
    },
  });
}
