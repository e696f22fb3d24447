import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { DEFAULT_CONTENT, type PageName } from 'shared-contracts';
import { connectionStore } from 'shared-contracts/client';
import { pageContentQueryOptions, type PublicPageContent } from '../api/get-page-content';

export type PageContentState<P extends PageName> =
  | { status: 'loading'; content: undefined; isFallback: false }
  | { status: 'ready'; content: PublicPageContent[P]; isFallback: boolean };

/**
 * Page content with the spec's fallback mode (section 4): offline, the content is not fetched and the built-in
 * defaults show; when the call fails (after its one retry) the defaults show too. Either way isFallback is true.
 */
export function usePageContent<P extends PageName>(page: P): PageContentState<P> {
  const offline = useStore(connectionStore, (state) => state.status === 'offline');
  const query = useQuery({ ...pageContentQueryOptions(page), enabled: !offline });

  useEffect(() => {
    if (query.error) console.error(`Loading ${page} content failed; showing built-in content.`, query.error);
  }, [page, query.error]);

  // React Query pauses fetches while the browser reports no network: that is offline too, even before the shell's
  // connection store has heard of it.
  const paused = query.fetchStatus === 'paused';
  if (offline || paused || query.isError)
    return { status: 'ready', content: DEFAULT_CONTENT[page], isFallback: true };
  if (query.isPending) return { status: 'loading', content: undefined, isFallback: false };
  return { status: 'ready', content: query.data, isFallback: false };
}
