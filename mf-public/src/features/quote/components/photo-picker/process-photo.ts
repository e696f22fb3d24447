import { API_PATHS, ERROR_CODES, LIMITS, messageCode, type PhotoTexts } from 'shared-contracts';
import { apiUrl } from 'web-kit';

/**
 * Shrinking and uploading one photo of the quote form (issue 31), fetched at the first photo picked.
 *
 * Shrinking is a small canvas step, no library: the browser's own decoder is what any library would use to read a
 * JPEG, PNG, WebP or (in Safari) HEIC, and the rest is a scale and an encode, so a library (browser-image-compression
 * ~25 KiB, pica ~45 KiB with workers, heic2any over 1 MiB) would add download for nothing this needs. Re-encoding as
 * JPEG also drops the camera's metadata (GPS) before anything leaves the phone; the API strips it again anyway.
 */

export type PhotoProblem =
  | { kind: 'cannotRead' | 'tooLarge' | 'unsupported' | 'tooManyPixels' | 'failed' }
  | { kind: 'tooManyUploads' | 'tooManyBytes'; seconds: number };

class PhotoError extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(problem.kind);
  }
}

const MAX_SIDE = LIMITS.quotePhotos.maxSidePx;
const QUALITY = 0.85;

async function decode(file: Blob): Promise<ImageBitmap | HTMLImageElement> {
  if (typeof createImageBitmap === 'function') {
    try {
      return await createImageBitmap(file, { imageOrientation: 'from-image' });
    } catch {
      // Some browsers refuse the options bag or a format createImageBitmap does not take: try an <img> below.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } catch {
    throw new PhotoError({ kind: 'cannotRead' });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The photo as a JPEG whose longest side is at most LIMITS.quotePhotos.maxSidePx (never enlarged). */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  const source = await decode(file);
  const width = 'naturalWidth' in source ? source.naturalWidth : source.width;
  const height = 'naturalHeight' in source ? source.naturalHeight : source.height;
  if (!width || !height) throw new PhotoError({ kind: 'cannotRead' });
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const draw = (context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D) => {
    // A transparent PNG would turn black as a JPEG.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, w, h);
    context.drawImage(source, 0, 0, w, h);
  };
  try {
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(w, h);
      draw(canvas.getContext('2d')!);
      return await canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY });
    }
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    draw(canvas.getContext('2d')!);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), 'image/jpeg', QUALITY),
    );
  } catch (error) {
    if (error instanceof PhotoError) throw error;
    throw new PhotoError({ kind: 'cannotRead' });
  } finally {
    if ('close' in source) source.close();
  }
}

/** POST /api/public/quote-photos with upload progress (XMLHttpRequest: fetch reports none); answers the id. */
export function uploadPhoto(
  photo: Blob,
  options: { signal?: AbortSignal; onProgress?: (percent: number) => void } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(API_PATHS.quotePhotos()));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        options.onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status === 201) {
        try {
          resolve((JSON.parse(xhr.responseText) as { id: string }).id);
        } catch {
          reject(new PhotoError({ kind: 'failed' }));
        }
        return;
      }
      reject(new PhotoError(problemOf(xhr)));
    };
    xhr.onerror = () => reject(new PhotoError({ kind: 'failed' }));
    xhr.onabort = () => reject(new PhotoError({ kind: 'failed' }));
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('photo', photo, 'photo.jpg');
    xhr.send(form);
  });
}

function problemOf(xhr: XMLHttpRequest): PhotoProblem {
  let code = '';
  try {
    ({ code = '' } = JSON.parse(xhr.responseText) as { code?: string });
  } catch {
    // not JSON
  }
  if (xhr.status === 413) return { kind: 'tooLarge' };
  if (xhr.status === 400)
    return { kind: code === messageCode('quotePhotos', 'tooManyPixels') ? 'tooManyPixels' : 'unsupported' };
  if (xhr.status === 429) {
    const seconds = Number(xhr.getResponseHeader('Retry-After')) || 60;
    return { kind: code === ERROR_CODES.PHOTO_BYTES_LIMIT ? 'tooManyBytes' : 'tooManyUploads', seconds };
  }
  return { kind: 'failed' };
}

/** Shrinks then uploads; `onPrepared` gets the thumbnail's object URL (the caller revokes it). */
export async function processPhoto(
  file: File,
  options: {
    signal: AbortSignal;
    onPrepared: (previewUrl: string) => void;
    onProgress: (percent: number) => void;
  },
): Promise<string> {
  const shrunk = await shrinkPhoto(file);
  if (options.signal.aborted) throw new PhotoError({ kind: 'failed' });
  options.onPrepared(URL.createObjectURL(shrunk));
  return uploadPhoto(shrunk, options);
}

/** The text of a problem in the page's language. */
export function problemText(problem: PhotoProblem, texts: PhotoTexts['picker']): string {
  switch (problem.kind) {
    case 'tooManyUploads':
      return texts.tooManyUploads(problem.seconds);
    case 'tooManyBytes':
      return texts.tooManyBytes(problem.seconds);
    case 'failed':
      return texts.failed;
    default:
      return texts[problem.kind];
  }
}
