import { API_PATHS, MESSAGES, type HeroPhotoUploadResponse } from 'shared-contracts';
import { ApiRequestError } from 'web-kit';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** POST /api/admin/content/home/hero-photo (issue 29): stores the photo; the page shows it once saved with it. */
export function uploadHeroPhoto(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<HeroPhotoUploadResponse> {
  const body = new FormData();
  body.append('image', file);
  return uploadWithProgress<HeroPhotoUploadResponse>(API_PATHS.adminHeroPhoto(), body, {
    auth: true,
    onProgress,
  });
}

/** The API's message for a refused photo, else 'Failed to upload image'. */
export function heroUploadErrorMessage(error: unknown): string {
  return (error instanceof ApiRequestError && error.serverMessage) || MESSAGES.gallery.uploadFailed;
}
