import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { SAMPLE_GALLERY, SAMPLE_GALLERY_ES, isVisibleCategory, type GalleryItem } from 'shared-contracts';
import { connectionStore } from 'web-kit';
import { ALL_GALLERY_CATEGORIES, galleryQueries, OFFLINE_READ_OPTIONS } from 'web-kit/queries';
import { usePageLocale } from '../../../lib/i18n';

const unique = (values: readonly string[]) => [...new Set(values)];
const SAMPLE_CATEGORIES = unique(SAMPLE_GALLERY.map((item) => item.category));

export type PublicGalleryState =
  | { status: 'loading'; categories: string[] }
  | { status: 'ready'; items: readonly GalleryItem[]; categories: string[]; isFallback: boolean };

/**
 * The public gallery with the fallbacks of spec section 4: when the list call fails, or the gallery is empty, the
 * six built-in samples show (filtered like the real list) in fallback mode; the categories fall back to the samples'
 * categories the same way. The category 'images' is never offered. Offline the page is in fallback mode too, and
 * shows the last list this browser fetched (in memory, or answered by the shell's service worker) when there is one.
 */
export function usePublicGallery(category: string): PublicGalleryState {
  const storeOffline = useStore(connectionStore, (state) => state.status === 'offline');
  const locale = usePageLocale();
  const list = useQuery({ ...galleryQueries.list(category, locale), ...OFFLINE_READ_OPTIONS });
  const categoriesQuery = useQuery({ ...galleryQueries.categories(), ...OFFLINE_READ_OPTIONS });
  // React Query pauses retries while the browser has no network: treat that as offline as well.
  const offline = storeOffline || list.fetchStatus === 'paused';

  useEffect(() => {
    if (list.error) console.error('Loading the gallery failed; showing sample projects.', list.error);
  }, [list.error]);
  useEffect(() => {
    if (categoriesQuery.error) console.error('Loading gallery categories failed.', categoriesQuery.error);
  }, [categoriesQuery.error]);

  const serverCategories = useMemo(
    () => unique((categoriesQuery.data ?? []).filter(isVisibleCategory)),
    [categoriesQuery.data],
  );
  const categoriesLoading = categoriesQuery.isPending && categoriesQuery.fetchStatus === 'fetching';
  const categoriesFallback = !categoriesLoading && serverCategories.length === 0;
  const categories = categoriesFallback ? SAMPLE_CATEGORIES : serverCategories;

  // Offline, the first attempt goes to the service worker (a cached copy comes back at once): skeletons meanwhile.
  if (list.isPending && list.fetchStatus === 'fetching') return { status: 'loading', categories };

  // An empty answer for one category of a real gallery is a real "no projects"; an empty gallery is fallback mode.
  const emptyGallery =
    list.data !== undefined &&
    list.data.length === 0 &&
    (category === ALL_GALLERY_CATEGORIES || categoriesFallback);
  const useSamples = list.data === undefined || emptyGallery;
  const items = useSamples
    ? SAMPLE_GALLERY.filter((item) => category === ALL_GALLERY_CATEGORIES || item.category === category).map(
        (item) => (locale === 'es' ? { ...item, ...SAMPLE_GALLERY_ES[item.id] } : item),
      )
    : list.data;
  return {
    status: 'ready',
    items: items.filter((item) => isVisibleCategory(item.category)),
    categories,
    isFallback: useSamples || offline || list.isError,
  };
}
