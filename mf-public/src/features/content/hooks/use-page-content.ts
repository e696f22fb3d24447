import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import {
  DEFAULT_CONTENT,
  DEFAULT_CONTENT_ES,
  DEFAULT_LOCALE,
  TRANSLATABLE_CONTENT_FIELDS,
  type Locale,
  type PageName,
} from 'shared-contracts';
import { connectionStore, useContentPreview } from 'web-kit';
import {
  contentQueries,
  OFFLINE_READ_OPTIONS,
  toPublicContent,
  type PublicPageContent,
} from 'web-kit/queries';
import { usePageLocale } from '../../../lib/i18n';

/** The built-in content of a page in a language: English's, with the Spanish texts over it on a Spanish page. */
const builtIn = <P extends PageName>(page: P, locale: Locale): PublicPageContent[P] =>
  locale === DEFAULT_LOCALE
    ? DEFAULT_CONTENT[page]
    : ({ ...DEFAULT_CONTENT[page], ...DEFAULT_CONTENT_ES[page] } as PublicPageContent[P]);

export type PageContentState<P extends PageName> =
  | { status: 'loading'; content: undefined; isFallback: false }
  | { status: 'ready'; content: PublicPageContent[P]; isFallback: boolean };

/**
 * Page content with the spec's fallback mode (section 4): offline, or when the call fails (after its one retry), the
 * page is in fallback mode. It then shows the last content this browser fetched (kept in memory, or answered offline
 * by the shell's service worker), or the built-in defaults when there is none.
 */
export function usePageContent<P extends PageName>(page: P): PageContentState<P> {
  // In the shell's staff-only preview (issue 29) the draft's fields are shown over the page; never anywhere else.
  const preview = useContentPreview(page);
  const storeOffline = useStore(connectionStore, (state) => state.status === 'offline');
  const pageLocale = usePageLocale();
  // A page with no texts to translate (the business details) is read once, in English, for every language.
  const locale = TRANSLATABLE_CONTENT_FIELDS[page].length === 0 ? DEFAULT_LOCALE : pageLocale;
  const query = useQuery({
    ...contentQueries.page(page, locale),
    select: toPublicContent<P>,
    ...OFFLINE_READ_OPTIONS,
  });

  useEffect(() => {
    if (query.error) console.error(`Loading ${page} content failed; showing built-in content.`, query.error);
  }, [page, query.error]);

  if (preview) {
    const published: PublicPageContent[P] = query.data ?? builtIn(page, locale);
    return {
      status: 'ready',
      content: { ...published, ...preview } as PublicPageContent[P],
      isFallback: false,
    };
  }
  // Offline, the first attempt goes to the service worker (a cached copy comes back at once): a spinner meanwhile.
  if (query.isPending && query.fetchStatus === 'fetching')
    return { status: 'loading', content: undefined, isFallback: false };
  // React Query pauses retries while the browser reports no network: that is offline too, even before the shell's
  // connection store has heard of it.
  const offline = storeOffline || query.fetchStatus === 'paused';
  return {
    status: 'ready',
    content: query.data ?? builtIn(page, locale),
    isFallback: offline || query.isError || query.data === undefined,
  };
}
