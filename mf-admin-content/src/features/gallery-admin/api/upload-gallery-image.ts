import { API_PATHS, MESSAGES, type GalleryUploadResponse } from 'shared-contracts';
import { ApiRequestError } from 'web-kit';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** POST /api/admin/gallery/upload as multipart (image, category); resolves with the stored image's URL. */
export function uploadGalleryImage(
  file: File,
  category: string,
  onProgress?: (percent: number) => void,
): Promise<GalleryUploadResponse> {
  const body = new FormData();
  body.append('image', file);
  body.append('category', category);
  return uploadWithProgress<GalleryUploadResponse>(API_PATHS.adminGalleryUpload(), body, {
    auth: true,
    onProgress,
  });
}

/**
 * Spec section 7: the upload error body's `error` field is shown ('Failed to upload image' if absent). Our API answers
 * with the standard error shape, where `error` is only the HTTP reason phrase ("Bad Request") and the readable
 * text is `message`, so for that shape `message` wins; any other body falls back to its `error`, then `message`.
 */
export function uploadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return MESSAGES.gallery.uploadFailed;
  if (error.body) return error.body.message || MESSAGES.gallery.uploadFailed;
  try {
    const raw = JSON.parse(error.bodyText) as { error?: unknown; message?: unknown };
    if (typeof raw.error === 'string' && raw.error) return raw.error;
    if (typeof raw.message === 'string' && raw.message) return raw.message;
  } catch {
    // not JSON: fall through to the spec's default
  }
  return MESSAGES.gallery.uploadFailed;
}
