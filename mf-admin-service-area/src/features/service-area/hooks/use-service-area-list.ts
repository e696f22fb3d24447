import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SERVICE_AREA_ZIPS, type ServiceAreaEntry } from 'shared-contracts';
import { serviceAreaQueries } from 'web-kit/queries';
import { readCachedZipEntries, writeCachedZipEntries } from '../utils/zip-cache';

export interface ServiceAreaList {
  /** The server's list, or the built-in list after a failed load. */
  entries: readonly ServiceAreaEntry[];
  /** True while nothing (not even the cached copy) can be shown. */
  isLoading: boolean;
  /** The cached copy is on screen while the server list loads: editing waits for the real list. */
  isPlaceholder: boolean;
  /** The load failed and the built-in list is shown (spec section 8). */
  loadFailed: boolean;
}

/** The ZIP list both managers work on: server data, the localStorage copy while loading, built-in data on failure. */
export function useServiceAreaList(): ServiceAreaList {
  const query = useQuery({ ...serviceAreaQueries.list(), placeholderData: readCachedZipEntries });
  const fresh = query.isSuccess && !query.isPlaceholderData ? query.data : undefined;

  useEffect(() => {
    if (fresh) writeCachedZipEntries(fresh);
  }, [fresh]);

  const loadFailed = query.isError && query.data === undefined;
  return {
    entries: loadFailed ? SERVICE_AREA_ZIPS : (query.data ?? []),
    isLoading: query.isPending && !query.isPlaceholderData,
    isPlaceholder: query.isPlaceholderData,
    loadFailed,
  };
}
