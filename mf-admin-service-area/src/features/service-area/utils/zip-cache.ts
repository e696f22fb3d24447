import { z } from 'zod';
import { serviceAreaEntrySchema, type ServiceAreaEntry } from 'shared-contracts';

/**
 * The browser-storage copy of the ZIP list: the last list loaded from the server, kept in localStorage so a revisit
 * shows the table at once (as placeholder data) while the fresh list loads. It is never taken for the server's list:
 * a failed load still falls back to the built-in list, as the spec says. Every save (and populate) clears it, so a
 * copy older than the change can never be shown; the next successful load writes it again.
 */
export const ZIP_CACHE_KEY = 'mf-admin-service-area:zip-entries';

const cachedListSchema = z.array(serviceAreaEntrySchema);

/** Storage may be missing or blocked (private mode, quota): the cache is an optimisation, so errors are ignored. */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readCachedZipEntries(): ServiceAreaEntry[] | undefined {
  try {
    const raw = storage()?.getItem(ZIP_CACHE_KEY);
    if (!raw) return undefined;
    const parsed = cachedListSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedZipEntries(entries: readonly ServiceAreaEntry[]): void {
  try {
    storage()?.setItem(ZIP_CACHE_KEY, JSON.stringify(entries));
  } catch {
    // Quota exceeded or storage blocked: the page works without the cache.
  }
}

export function clearCachedZipEntries(): void {
  try {
    storage()?.removeItem(ZIP_CACHE_KEY);
  } catch {
    // Same as above.
  }
}
