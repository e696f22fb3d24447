import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { SAMPLE_GALLERY, isVisibleCategory, type GalleryItem } from 'shared-contracts';
import { connectionStore } from 'shared-contracts/client';
import { galleryCategoriesQueryOptions } from '../api/get-gallery-categories';
import { galleryListQueryOptions } from '../api/get-gallery';

export const ALL_CATEGORIES = 'all';

const unique = (values: readonly string[]) => [...new Set(values)];
const SAMPLE_CATEGORIES = unique(SAMPLE_GALLERY.map((item) => item.category));

export type PublicGalleryState =
  | { status: 'loading'; categories: string[] }
  | { status: 'ready'; items: readonly GalleryItem[]; categories: string[]; isFallback: boolean };

/**
 * The public gallery with the fallbacks of spec section 4: when the list call fails, or the gallery is empty, the
 * six built-in samples show (filtered like the real list) in fallback mode; the categories fall back to the samples'
 * categories the same way. The category 'images' is never offered. Offline, nothing is fetched.
 */
export function usePublicGallery(category: string): PublicGalleryState {
  const storeOffline = useStore(connectionStore, (state) => state.status === 'offline');
  const list = useQuery({ ...galleryListQueryOptions(category), enabled: !storeOffline });
  const categoriesQuery = useQuery({ ...galleryCategoriesQueryOptions(), enabled: !storeOffline });
  // React Query pauses fetches while the browser has no network: treat that as offline as well.
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
  const categoriesFallback = offline || (!categoriesQuery.isPending && serverCategories.length === 0);
  const categories = categoriesFallback ? SAMPLE_CATEGORIES : serverCategories;

  if (!offline && list.isPending) return { status: 'loading', categories };

  const serverItems = list.data ?? [];
  // An empty answer for one category of a real gallery is a real "no projects"; an empty gallery is fallback mode.
  const useSamples =
    offline ||
    list.isError ||
    (serverItems.length === 0 && (category === ALL_CATEGORIES || categoriesFallback));
  const items = useSamples
    ? SAMPLE_GALLERY.filter((item) => category === ALL_CATEGORIES || item.category === category)
    : serverItems;
  return {
    status: 'ready',
    items: items.filter((item) => isVisibleCategory(item.category)),
    categories,
    isFallback: useSamples,
  };
}
