import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, MESSAGES, type ServiceAreaEntry, type UpdateServiceAreaEntry } from 'shared-contracts';
import { apiRequest, toast } from 'shared-contracts/client';
import { clearCachedZipEntries } from '../utils/zip-cache';
import { serviceAreaKeys } from './query-keys';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceAreaEntry,
    onSuccess: async () => {
      clearCachedZipEntries();
      toast({ title: MESSAGES.zip.updated });
      await queryClient.invalidateQueries({ queryKey: serviceAreaKeys.all });
    },
    onError: (error) => {
      console.error(error);
      toast({ title: MESSAGES.zip.updateFailed, variant: 'destructive' });
    },
  });
}
