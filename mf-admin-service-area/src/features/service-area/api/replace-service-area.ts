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
  /** New or changed entries whose neighborhood and region follow the replace call. */
  details?: readonly ServiceAreaEntry[];
}

/** An entry's details could not be sent after the list was replaced: the spec's update message applies. */
export class ZipDetailsSaveError extends Error {
  constructor(
    readonly zipCode: string,
    options: { cause: unknown },
  ) {
    super(`Failed to update ${zipCode}`, options);
    this.name = 'ZipDetailsSaveError';
  }
}

/**
 * Replace first (it creates the new ZIPs and drops the removed ones), then send new and edited details one by one:
 * the API serves one connection at a time. A failure keeps the working list unsaved, so pressing the button again
 * sends everything again (both calls are idempotent).
 */
export async function saveZipList({ zipCodes, details = [] }: SaveZipListInput): Promise<void> {
  await replaceServiceArea(zipCodes);
  for (const entry of details) {
    try {
      await updateServiceAreaEntry(entry);
    } catch (cause) {
      throw new ZipDetailsSaveError(entry.zip_code, { cause });
    }
  }
}

/**
 * 'Save All Changes' / 'Save Changes'. Success clears the browser-storage copy of the list (spec section 4) and
 * refetches; the caller clears its unsaved-changes flag in its own onSuccess. A failed replace answers with the save
 * message, a failed entry update with the update message (spec section 8).
 */
export function useSaveZipList() {
  return useServiceAreaMutation(saveZipList, {
    saved: MESSAGES.zip.saved,
    failed: (error) =>
      error instanceof ZipDetailsSaveError ? MESSAGES.zip.updateFailed : MESSAGES.zip.saveFailed,
  });
}
