import { API_PATHS, MESSAGES, type ReplaceServiceArea, type ServiceAreaEntry } from 'shared-contracts';
import { apiRequest } from 'web-kit';
import { useServiceAreaMutation } from './use-service-area-mutation';
import { updateServiceAreaEntry } from './update-service-area-entry';

/** PUT /api/admin/service-area {zipCodes}: replaces the whole list (entries that stay keep their details). */
export function replaceServiceArea(zipCodes: readonly string[]): Promise<unknown> {
  const body: ReplaceServiceArea = { zipCodes: [...zipCodes] };
  return apiRequest(API_PATHS.adminServiceArea(), { method: 'PUT', body, auth: true });
}

export interface SaveZipListInput {
  zipCodes: readonly string[];
  /** New or changed entries whose neighborhood and region follow the replace call (empty for the basic manager). */
  details?: readonly ServiceAreaEntry[];
}

/** Replace first (it creates the new ZIPs), then send details one by one: the API serves one connection at a time. */
export async function saveZipList({ zipCodes, details = [] }: SaveZipListInput): Promise<void> {
  await replaceServiceArea(zipCodes);
  for (const entry of details) await updateServiceAreaEntry(entry);
}

/**
 * 'Save All Changes' / 'Save Changes'. Success clears the browser-storage copy of the list (spec section 4) and
 * refetches; the caller clears its unsaved-changes flag in its own onSuccess.
 */
export function useSaveZipList() {
  return useServiceAreaMutation(saveZipList, { saved: MESSAGES.zip.saved, failed: MESSAGES.zip.saveFailed });
}
