import { lazy, Suspense, useCallback, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { GalleryItem } from 'shared-contracts';

// The lightbox's code (and its texts) is fetched on the first open, never with the page.
const Lightbox = lazy(() => import('./Lightbox'));

/** The query parameter naming the open photo: /gallery?photo=<id> is a link to it. */
export const PHOTO_PARAM = 'photo';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const photoInUrl = () => new URLSearchParams(window.location.search).get(PHOTO_PARAM);

/** Marks the history entry the lightbox added, so closing it goes back rather than adding another. */
const LIGHTBOX_ENTRY = 'mfpLightbox';
const lightboxAddedEntry = () =>
  Boolean((window.history.state as Record<string, unknown> | null)?.[LIGHTBOX_ENTRY]);

/**
 * Opening from the page adds a history entry, so a phone's Back closes the photo instead of leaving the gallery;
 * moving to another photo replaces it (the address is always the one to share, and Back never steps through photos).
 * The router's own state is kept in the entry.
 */
function setPhotoInUrl(id: string | null, how: 'push' | 'replace'): void {
  const url = new URL(window.location.href);
  if (id === null) url.searchParams.delete(PHOTO_PARAM);
  else url.searchParams.set(PHOTO_PARAM, id);
  if (how === 'push') window.history.pushState({ ...window.history.state, [LIGHTBOX_ENTRY]: true }, '', url);
  else window.history.replaceState(window.history.state, '', url);
  for (const listener of listeners) listener();
}

export interface GalleryLightbox {
  /** Opens an item large; `opener` gets the focus back on close. */
  open: (id: string, opener?: HTMLElement | null) => void;
  /** The lightbox when one is open (null otherwise), to render in the page. */
  element: ReactNode;
}

/**
 * The gallery's lightbox (issue 31): which item is open (also in the address, ?photo=<id>, so a photo can be shared
 * and opens on arrival), and the lazily loaded full-screen view over the items shown.
 */
export function useGalleryLightbox(items: readonly GalleryItem[]): GalleryLightbox {
  // The address is the state: a shared link opens its photo once the items are in (none on a server).
  const openId = useSyncExternalStore(subscribe, photoInUrl, () => null);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((id: string, from?: HTMLElement | null) => {
    opener.current = from ?? null;
    setPhotoInUrl(id, photoInUrl() === null ? 'push' : 'replace');
  }, []);
  const show = useCallback((id: string) => setPhotoInUrl(id, 'replace'), []);
  // A photo opened from a shared link has no entry of ours to go back from: it is closed in place.
  const close = useCallback(() => {
    if (lightboxAddedEntry()) window.history.back();
    else setPhotoInUrl(null, 'replace');
  }, []);

  // However it closed (Close, Esc, the browser's Back), focus goes back to the photo it was opened from.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && openId === null) opener.current?.focus();
    wasOpen.current = openId !== null;
  }, [openId]);

  const index = openId === null ? -1 : items.findIndex((item) => item.id === openId);
  const element =
    index < 0 ? null : (
      <Suspense fallback={null}>
        <Lightbox items={items} index={index} onShow={show} onClose={close} />
      </Suspense>
    );
  return { open, element };
}
