import { lazy, Suspense, useCallback, useRef, useSyncExternalStore, type ReactNode } from 'react';
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

function setPhotoInUrl(id: string | null): void {
  const url = new URL(window.location.href);
  if (id === null) url.searchParams.delete(PHOTO_PARAM);
  else url.searchParams.set(PHOTO_PARAM, id);
  // Replaced, not pushed: Back leaves the gallery as before, and the address is always the one to share.
  window.history.replaceState(window.history.state, '', url);
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
    setPhotoInUrl(id);
  }, []);
  const show = useCallback((id: string) => setPhotoInUrl(id), []);
  const close = useCallback(() => {
    setPhotoInUrl(null);
    opener.current?.focus();
  }, []);

  const index = openId === null ? -1 : items.findIndex((item) => item.id === openId);
  const element =
    index < 0 ? null : (
      <Suspense fallback={null}>
        <Lightbox items={items} index={index} onShow={show} onClose={close} />
      </Suspense>
    );
  return { open, element };
}
