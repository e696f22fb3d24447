import { useEffect, useState } from 'react';
import { API_PATHS } from 'shared-contracts';
import { apiUrl, authStore } from 'web-kit';

export type PhotoUrl = string | 'error' | undefined;

/**
 * Object URLs of an inquiry's photos (issue 31). Photos have no public URL: each is fetched from the staff-only
 * route with the signed-in user's token (one token for the lot), shown from memory, and let go on unmount.
 */
export function usePhotoUrls(
  inquiryId: string,
  photoIds: readonly string[],
  size?: 'thumb',
): Record<string, PhotoUrl> {
  const [urls, setUrls] = useState<Record<string, PhotoUrl>>({});
  const wanted = photoIds.join(',');

  useEffect(() => {
    if (!wanted) return undefined;
    const abort = new AbortController();
    const made: string[] = [];
    const ids = wanted.split(',');
    void (async () => {
      let token: string | null = null;
      try {
        token = await authStore.getState().getIdToken(true);
      } catch {
        // Each fetch below then fails with 401 and shows as not loaded.
      }
      await Promise.all(
        ids.map(async (photoId) => {
          try {
            const response = await fetch(apiUrl(API_PATHS.adminInquiryPhoto(inquiryId, photoId, size)), {
              headers: token ? { Authorization: `Bearer ${token}` } : {},
              credentials: 'include',
              signal: abort.signal,
            });
            if (!response.ok) throw new Error(String(response.status));
            const url = URL.createObjectURL(await response.blob());
            if (abort.signal.aborted) {
              URL.revokeObjectURL(url);
              return;
            }
            made.push(url);
            setUrls((current) => ({ ...current, [photoId]: url }));
          } catch {
            if (!abort.signal.aborted) setUrls((current) => ({ ...current, [photoId]: 'error' }));
          }
        }),
      );
    })();
    return () => {
      abort.abort();
      for (const url of made) URL.revokeObjectURL(url);
      setUrls({});
    };
  }, [inquiryId, wanted, size]);

  return urls;
}
